// A tiny closed-loop HTTP load generator: `concurrency` workers each send requests back to back
// for `durationMs`, over keep-alive connections. Prints requests per second and latency percentiles.
import { Agent, request } from 'node:http';

export type LoadResult = { label: string; requests: number; rps: number; p50: number; p99: number };

export async function load(
  label: string,
  url: string,
  { concurrency = 16, durationMs = 3000, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    label,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pick(0.5),
    p99: pick(0.99),
  };
}

export function printLoad(result: LoadResult): void {
  console.log(
    `${result.label.padEnd(38)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms`,
  );
}
