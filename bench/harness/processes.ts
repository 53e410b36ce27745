// The processes a benchmark loads: the real server started the README's way (the compiled bundle
// that `npm start` runs, on the benchmark's data folder, logging one JSON line per request as
// deployed) and the bare
// node:http baseline. Each is its own OS process; memory is read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, SERVER_ENTRY } from '../../scripts/build-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export type RunningProcess = { url: string; pid: number; stop: () => Promise<void> };

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (!match) return;
      // From now on the output (the request log) is drained, not kept.
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve(match);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code} before ${pattern}:\n${seen}`)));
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** `npm start`'s server: compiled when stale, then `node sync-server/dist/main.mjs`. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  await buildServerIfStale();
  // BENCH_SERVER_ENTRY measures another build of the server (e.g. a copy of main's bundle kept
  // inside the repository, so its packages resolve) for a before/after in alternation.
  const entry = process.env.BENCH_SERVER_ENTRY
    ? path.resolve(process.env.BENCH_SERVER_ENTRY)
    : SERVER_ENTRY;
  // BENCH_SERVER_NODE_ARGS adds node flags to the server alone (e.g. `--cpu-prof
  // --cpu-prof-dir=/tmp/prof` to profile it under load; NODE_OPTIONS refuses --cpu-prof).
  const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extraArgs, '--enable-source-maps', entry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // As deployed: one JSON line per request on stdout (drained by this process), metrics on.
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      // The writes section measures what a review costs the server, not the per-resident limit
      // (10 a minute would answer 429 to nearly every request of 50 fast writers).
      REVIEWS_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, port] = await waitForLine(child, /running on http:\/\/[^:]+:(\d+)/);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

/** Headers Node's HTTP server writes by itself, per response or per connection. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer as the server sent it: its headers (name, value, in order, Node's own left out). */
export type RecordedAnswer = {
  status: number;
  type: string;
  headers: [string, string][];
  body: Buffer;
};

/** Reads an answer's raw bytes the way autocannon receives it (no Accept-Encoding). */
export function rawGet(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      const chunks: Buffer[] = [];
      const headers: [string, string][] = [];
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        const name = response.rawHeaders[index]!;
        if (!NODE_OWN_HEADERS.has(name.toLowerCase())) {
          headers.push([name, response.rawHeaders[index + 1]!]);
        }
      }
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The bare node:http process, answering each recorded path with the server's own bytes: its
 * headers too by default (the "answers the same bytes"), or, with `headers: 'minimal'`,
 * only Content-Type and Content-Length (a stricter baseline: it does not pay for the security
 * headers every answer of the server must carry).
 */
export async function startBareProcess(
  answers: Record<string, RecordedAnswer>,
  workDir: string,
  { headers = 'same' }: { headers?: 'same' | 'minimal' } = {},
): Promise<RunningProcess> {
  const file = path.join(workDir, `bare-answers-${headers}.json`);
  const encoded = Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [
      key,
      {
        headers:
          headers === 'same'
            ? answer.headers.flat()
            : ['Content-Type', answer.type, 'Content-Length', String(answer.body.length)],
        body: answer.body.toString('base64'),
      },
    ]),
  );
  writeFileSync(file, JSON.stringify(encoded));
  const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, port] = await waitForLine(child, /port (\d+)/);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: stopper(child) };
}

/** CPU time (user + system) a process has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
}

/** Resident set size of a process, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}
