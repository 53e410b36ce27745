// One load measurement with autocannon, run in a child process of its own (autocannon-child.mjs),
// so the load generator is a third process beside the server and the orchestrator.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export type LoadSpec = {
  /** The server's origin. */
  url: string;
  /** GET these paths, in turn (one path: the same request every time). */
  paths?: string[];
  connections: number;
  durationSeconds: number;
  writes?: { kind: 'likes' | 'reviews'; cookies: string[]; emails: string[]; mealIds: string[] };
  /** A new query on every request (autocannon-child.mjs). */
  fresh?: FreshQueries;
};

export type FreshQueries = {
  kind: 'search' | 'offset' | 'meal';
  mealIdsFile?: string;
  meals?: number;
};

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerSecond: number;
};

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

export function runLoad(spec: LoadSpec): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(here, 'autocannon-child.mjs'), JSON.stringify(spec)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(out) as AutocannonJson;
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        bytesPerSecond: result.throughput.average,
      });
    });
  });
}
