// The logger's own output (not a test's capture): JSON lines buffered and written in batches,
// still reaching the output within the flush interval on a quiet server, and none lost when
// the process stops, gracefully or by crashing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server';
import { createLogger, flushLog } from './logger';

const outputFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'hostel-log-')), 'out.log');
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

describe('the JSON log output', () => {
  it('buffers a line, then writes it within the flush interval', async () => {
    const file = outputFile();
    const logger = createLogger({ output: file, flushIntervalMs: 50 });
    logger.info({ requestId: 'quiet-0001' }, 'a quiet line');
    expect(read(file)).toBe(''); // under the batch size: held back
    await expect.poll(() => read(file), { timeout: 2_000 }).toContain('"requestId":"quiet-0001"');
  });

  it("writes the buffer as a server's graceful stop ends", async () => {
    const file = outputFile();
    // A flush interval far beyond the test: only the stop can have written the line.
    const logger = createLogger({ output: file, flushIntervalMs: 600_000 });
    const test = await startTestServer({}, { logger });
    const response = await fetch(new URL('/healthz', test.url), {
      headers: { 'x-request-id': 'stop-0001' },
    });
    expect(response.status).toBe(200);
    expect(read(file)).not.toContain('stop-0001');
    await test.close();
    const line = read(file)
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.requestId === 'stop-0001');
    expect(line).toMatchObject({ msg: 'request answered', route: '/healthz' });
  });

  it('flushLog writes what waits, and resolves once it is written', async () => {
    const file = outputFile();
    const logger = createLogger({ output: file, flushIntervalMs: 600_000 });
    logger.warn('held back');
    await flushLog(logger);
    expect(read(file)).toContain('"msg":"held back"');
  });

  it('writes the buffer when the process crashes', async () => {
    const script = path.join(import.meta.dirname, '../test-support/log-then-crash.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines.map((text) => (JSON.parse(text) as { msg: string }).msg)).toEqual([
      'line 1',
      'line 2',
      'line 3',
    ]);
  }, 30_000);
});
