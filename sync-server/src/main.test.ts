// The real entry point, as `npm start` runs it (the compiled bundle): SIGTERM lets a request in
// flight finish, then the process exits cleanly, its buffered log lines written.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverBundle } from './test-support/server-bundle';

let child: ChildProcessWithoutNullStreams | undefined;
let entry: string;
beforeAll(async () => {
  entry = await serverBundle();
}, 120_000);
afterEach(() => {
  child?.kill('SIGKILL');
});

/** Resolves with the first match of `pattern` in the process's stdout. */
function waitForOutput(process: ChildProcessWithoutNullStreams, pattern: RegExp) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        process.stdout.off('data', onData);
        resolve(match);
      }
    };
    process.stdout.on('data', onData);
    process.once('exit', (code) => reject(new Error(`exited ${code} before ${pattern}: ${seen}`)));
  });
}

describe('main', () => {
  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hostel-main-')),
        SEED_DEMO_DATA: 'false',
        // The graceful stop's "Waiting for … in flight" line is logged at info.
        LOG_LEVEL: 'info',
      },
    });
    const running = child;
    let output = '';
    running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [, port] = await waitForOutput(running, /running on http:\/\/[^:]+:(\d+)/);
    const exited = new Promise<number | null>((resolve) => running.once('exit', resolve));

    // A request whose body is only half sent when the signal arrives.
    const body = JSON.stringify({ email: 'nobody@hostel.test', password: 'Wrong#pass' });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // `Expect: 100-continue` makes the server say when it has taken the request in: from then on
    // the request is in flight, and the body is still to come.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await new Promise<void>((resolve) => {
      const check = () => (received.includes('100 Continue') ? resolve() : undefined);
      socket.on('data', check);
      check();
    });
    running.kill('SIGTERM');
    await waitForOutput(running, /Waiting for 1 request\(s\) in flight/);
    socket.write(body); // not end(): a half-closed request is one the client gave up on
    await closed;

    expect(received).toMatch(/HTTP\/1\.1 401 Unauthorized/);
    expect(await exited).toBe(0);
    // The request's line was buffered when the stop began: the stop wrote it before exiting.
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; route?: string; res?: object });
    expect(lines.find((line) => line.msg === 'request answered')).toMatchObject({
      route: '/api/auth/login',
      status: 401,
    });
  }, 60_000);

  it('writes coloured lines, not JSON, when a person runs it in a terminal', async () => {
    // `script` runs it on a pseudo-terminal, as a shell's `npm start` does; in a process group of
    // its own, so that the server under it stops with it.
    const command = `${process.execPath} ${entry}`;
    child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hostel-main-')),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
      detached: true,
    });
    const running = child;
    try {
      let output = '';
      running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [, port] = await waitForOutput(running, /running on http:\/\/[^:]+:(\d+)/);
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
        headers: { 'x-request-id': 'terminal-0001' },
      });
      expect(response.status).toBe(200);
      await expect
        .poll(() => /request answered[\s\S]*terminal-0001/.test(output), { timeout: 10_000 })
        .toBe(true);
      expect(output).toMatch(/INFO/);
      expect(output).toContain('\u001b['); // coloured
      expect(output).not.toMatch(/^\{"level"/m);
    } finally {
      process.kill(-running.pid!, 'SIGKILL');
    }
  }, 60_000);
});
