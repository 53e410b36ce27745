// Server throughput against a bare node:http baseline answering the same JSON, on this machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedDemoData } from '../sync-server/src/seed/seed';
import { startTestServer } from '../sync-server/src/test-support/test-server';
import { load, printLoad } from './http-load';

export async function benchServerThroughput(): Promise<void> {
  console.log('\n## Server throughput (16 connections, 3 s each)');
  const test = await startTestServer(
    {},
    { beforeListen: (db, config) => seedDemoData(db, config) },
  );
  const sample = await (await fetch(`${test.url}/api/all-meals?page=0&limit=4`)).text();

  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(sample);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  try {
    const baseline = await load('bare node:http (same JSON body)', bareUrl);
    printLoad(baseline);
    for (const [label, path] of [
      ['GET /healthz', '/healthz'],
      ['GET /api/all-meals (4, l2h)', '/api/all-meals?page=0&limit=4'],
      ['GET /api/all-meals?search=chicken', '/api/all-meals?search=chicken&page=0&limit=4'],
      ['GET /api/all-meals-home', '/api/all-meals-home'],
    ] as const) {
      const result = await load(label, `${test.url.replace('localhost', '127.0.0.1')}${path}`);
      printLoad(result);
      console.log(
        `${''.padEnd(38)} ${((result.rps / baseline.rps) * 100).toFixed(0)}% of the baseline`,
      );
    }
  } finally {
    bare.close();
    await test.close();
  }
}
