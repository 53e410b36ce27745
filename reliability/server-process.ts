// The server started the README's way for the reliability tests: `npm start`'s compiled bundle
// (scripts/build-server.mjs, rebuilt when stale) run by plain Node in a process of its own, on a
// given DATA_DIR (and port, so a restart is the same address clients reconnect to). The test can
// SIGKILL it (a power cut) or SIGTERM it (a deploy) and read what it printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { serverBundle } from '../sync-server/src/test-support/server-bundle';

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: string | null }>;
};

export async function startServerProcess(
  dataDir: string,
  {
    port = 0,
    env = {},
    nodeArgs = [],
  }: { port?: number; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const entry = await serverBundle();
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, entry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // Simulated people write far faster than real ones (security/write-limits.test.ts has
      // the limits' own tests).
      REVIEWS_PER_MINUTE: '1000000',
      REGISTRATIONS_PER_HOUR: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = '';
  child.stdout!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = seen.match(/running on http:\/\/[^:]+:(\d+)/);
      if (match) {
        child.stdout!.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`server exited (${code}):\n${seen}`)));
  });
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    pid: child.pid!,
    child,
    output: () => seen,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
