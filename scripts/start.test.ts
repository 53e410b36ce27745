// `npm start` the README's way: it compiles the server when stale and runs the compiled
// JavaScript with plain Node, no TypeScript loader, and that server answers.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let child: ChildProcessWithoutNullStreams | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-start-'));
afterEach(() => {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

function waitForOutput(process: ChildProcessWithoutNullStreams, pattern: RegExp) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let seen = '';
    process.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) resolve(match);
    });
    process.once('exit', (code) => reject(new Error(`exited ${code} before ${pattern}: ${seen}`)));
  });
}

/** The command lines of a process's children (Linux /proc). */
function childCommandLines(pid: number): string[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return children
    .filter(Boolean)
    .map((id) => readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').join(' '));
}

describe('npm start', () => {
  it('runs the compiled server with plain Node', async () => {
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    const [, port] = await waitForOutput(child, /running on http:\/\/[^:]+:(\d+)/);
    const children = childCommandLines(child.pid!);
    expect(children).toEqual([expect.stringMatching(/sync-server\/dist\/main\.mjs/)]);
    expect(children[0]).not.toMatch(/tsx|\.ts\b/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  }, 180_000);
});
