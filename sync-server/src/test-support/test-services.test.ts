// An interrupted test run leaves no PostgreSQL cluster or Redis server behind: both run as
// children in the run's process group, so Ctrl-C (SIGINT to the group) and a killed group end
// them with it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RUN = path.join(import.meta.dirname, 'services-of-a-run.ts');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts a stand-in run as the leader of its own process group; answers its services' pids. */
async function startRun(): Promise<{ group: number; pids: number[] }> {
  const run = spawn(process.execPath, ['--import', 'tsx', RUN], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    run.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    run.once('exit', (code) => reject(new Error(`the run exited early (${code})`)));
  });
  const started = JSON.parse(line) as { postgres: number; redis: number };
  return { group: run.pid!, pids: [started.postgres, started.redis] };
}

async function goneWithin(pids: number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!pids.some(isAlive)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !pids.some(isAlive);
}

describe('services of an interrupted test run', () => {
  it.each([['SIGINT (Ctrl-C)', 'SIGINT'] as const, ['a killed process group', 'SIGKILL'] as const])(
    'end with it on %s',
    async (_name, signal) => {
      const { group, pids } = await startRun();
      expect(pids.every(isAlive)).toBe(true);
      process.kill(-group, signal);
      expect(await goneWithin(pids, 10_000)).toBe(true);
    },
  );
});
