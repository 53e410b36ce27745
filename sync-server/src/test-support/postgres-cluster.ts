// A throwaway PostgreSQL 15 cluster for tests: initdb into a temporary folder, the server run in
// the foreground as a child of this process on a free port, stopped and deleted by stop().
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (runuser, which
// keeps the process group) in a folder that user owns. As a child in the test run's process
// group, the server ends with the run however it ends: Ctrl-C reaches it as SIGINT (a fast
// shutdown) and a killed process group takes it along, so no cluster outlives its run (pg_ctl
// would have detached it). Durability is off (fsync, synchronous_commit): the cluster lives for
// one test run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:port/<database> */
  urlFor: (database: string) => string;
  /** Stops the server, keeping its data (a database outage); `resume` starts it again. */
  pause: () => void;
  resume: () => Promise<void>;
  stop: () => void;
  /** The postmaster's process id. */
  pid: () => number;
};

/** Runs a PostgreSQL program, as the postgres user when this process is root. */
function run(program: string, args: string[]): void {
  const binary = path.join(BIN, program);
  const asRoot = process.getuid?.() === 0;
  execFileSync(
    asRoot ? 'runuser' : binary,
    asRoot ? ['-u', 'postgres', '--', binary, ...args] : args,
    {
      stdio: 'pipe',
      cwd: tmpdir(),
    },
  );
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'hostel-pg-'));
  chmodSync(root, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const data = path.join(root, 'data');
  // C locale: text sorts by code point, as SQLite's does.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '-N']);
  const port = await freePort();
  const postgres = [
    path.join(BIN, 'postgres'),
    ...['-D', data, '-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1'],
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ...['-c', 'max_connections=400'],
  ];
  const asRoot = process.getuid?.() === 0;
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      asRoot ? 'runuser' : postgres[0]!,
      asRoot ? ['-u', 'postgres', '--', ...postgres] : postgres.slice(1),
      { stdio: ['ignore', 'ignore', 'pipe'], cwd: tmpdir() },
    );
    await readyToAcceptConnections(server);
  };
  const postmasterPid = () =>
    Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** An immediate shutdown of the postmaster and its backends; the data stays. */
  const halt = () => {
    const postmaster = postmasterPid();
    process.kill(postmaster, 'SIGQUIT');
    waitForExit(postmaster);
  };
  try {
    await start();
  } catch (error) {
    server?.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      halt();
    } catch {
      server?.kill('SIGKILL'); // paused (no postmaster.pid) or gone already
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  return {
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pause: halt,
    resume: start,
    stop,
    pid: postmasterPid,
  };
}
/** Resolves once the server logs that it accepts connections; rejects if it exits first. */
function readyToAcceptConnections(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => fail(new Error(`PostgreSQL did not start:\n${log}`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    server.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        server.stderr!.removeAllListeners('data');
        server.stderr!.resume(); // keep draining the log so the server never blocks on it
        resolve();
      }
    });
    server.once('exit', (code) => fail(new Error(`PostgreSQL exited (${code}):\n${log}`)));
  });
}

/** Waits (up to 10 s) for a process to be gone. */
function waitForExit(pid: number): void {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
