// An in-process micro-measurement of what one request costs the server's CPU, beside a bare
// node:http server in the same process answering the same bytes: a figure that moves far less
// with the machine's load than req/s does. Load comes from autocannon in its own process.
//   npx tsx bench/micro/request-cpu.ts [path=/healthz] [seconds=3]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoad } from '../harness/load';
import { rawGet } from '../harness/processes';
import { startTestServer } from '../../sync-server/src/test-support/test-server';

const PATH = process.argv[2] ?? '/healthz';
const SECONDS = Number(process.argv[3] ?? 3);

async function cpuPerRequest(url: string): Promise<{ micros: number; rps: number }> {
  await runLoad({ url, paths: [PATH], connections: 50, durationSeconds: 1 });
  const before = process.cpuUsage();
  const figures = await runLoad({ url, paths: [PATH], connections: 50, durationSeconds: SECONDS });
  const used = process.cpuUsage(before);
  return { micros: (used.user + used.system) / figures.requests, rps: figures.rps };
}

async function main(): Promise<void> {
  const test = await startTestServer();
  const answer = await rawGet(`${test.url}${PATH}`);
  const bare = createServer((_request, response) => {
    response.writeHead(answer.status, {
      'content-type': answer.type,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  try {
    const server = await cpuPerRequest(test.url);
    const baseline = await cpuPerRequest(bareUrl);
    console.log(
      `| ${PATH} | server ${server.micros.toFixed(0)} µs CPU/request, ${Math.round(server.rps)} req/s | ` +
        `bare ${baseline.micros.toFixed(0)} µs, ${Math.round(baseline.rps)} req/s | ` +
        `CPU ratio ${(baseline.micros / server.micros).toFixed(2)} |`,
    );
  } finally {
    bare.close();
    await test.close();
  }
}

void main();
