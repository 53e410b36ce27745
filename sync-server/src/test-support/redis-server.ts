// A real Redis for tests: `redis-server` (Debian's package; CI installs it) started on a free
// port in a temporary folder, with persistence off, as this test's own child process. `stop()`
// ends that process and removes the folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/**
 * redis-server aborts under libfaketime (recursive clock_gettime), and its clock only measures
 * durations: when the suite runs with the machine's clock moved (`faketime`), Redis keeps the
 * real one.
 */
function withoutFakeTime(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LD_PRELOAD, FAKETIME, ...rest } = env;
  void LD_PRELOAD;
  void FAKETIME;
  return rest;
}

export type TestRedis = { url: string; port: number; pid: number; stop: () => Promise<void> };

export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hostel-redis-'));
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER_BIN,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: withoutFakeTime(process.env) },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
