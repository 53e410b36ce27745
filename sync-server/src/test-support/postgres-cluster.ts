// A throwaway PostgreSQL 15 cluster for tests: initdb into a temporary folder, started with
// pg_ctl on a free port, stopped and deleted by stop(). PostgreSQL refuses to run as root, so as
// root it runs as the `postgres` user (runuser) in a folder that user owns. Durability is off
// (fsync, synchronous_commit): the cluster lives for one test run.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:port/<database> */
  urlFor: (database: string) => string;
  /** Stops the server, keeping its data (a database outage); `resume` starts it again. */
  pause: () => void;
  resume: () => void;
  stop: () => void;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

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
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${root}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
  ].join(' ');
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(root, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  start();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  return {
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    resume: start,
    stop,
  };
}
