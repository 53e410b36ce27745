// A server instance as its own process, started the way an operator starts one (`npm start`'s
// compiled bundle of the real entry point, configured by environment variables only), for scale-out tests: several of
// these share one database and one Redis. `stop()` sends SIGTERM (a graceful stop) and waits.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from './server-bundle';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type InstanceProcess = {
  url: string;
  port: number;
  /** Everything the process printed so far (for failure messages). */
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
  /** Resolves when the process has exited (for whatever reason). */
  exited: Promise<number | null>;
};

export async function startInstanceProcess(
  env: Record<string, string>,
  { timeoutMs = 30_000 } = {},
): Promise<InstanceProcess> {
  const entry = await serverBundle();
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--enable-source-maps', entry],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        NODE_ENV: 'production',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = /running on http:\/\/[^:]+:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      resolve(Number(match[1]));
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited ${code} before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
