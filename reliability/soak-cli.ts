// `npm run soak [-- SECONDS]`: the longer runs, failing when a target is missed.
// 1. The soak for SECONDS (default 600: 10 minutes), printing the figures that go into
//    docs/performance-log/scale-out-and-soak.md ("Soak"). SOAK_HEAP_SNAPSHOTS=DIR also writes the server's heap
//    snapshots at halfway and at the end into DIR (soak.ts).
// 2. The flaky-network journey (e2e/flaky-networks.test.ts) with a storm of
//    SOAK_FLAKY_SECONDS (default 300; 20 s in `npm test`, 40 with HOSTEL_FULL_TESTS=1; 0 skips
//    it), in real Chromium.
import { spawnSync } from 'node:child_process';
import { leakChecks, runSoak } from './soak';

const seconds = Number(process.argv[2] ?? 600);
const flakySeconds = Number(process.env.SOAK_FLAKY_SECONDS ?? 300);

const report = await runSoak({
  seconds,
  people: 200,
  admins: 10,
  log: console.log,
  heapSnapshotDir: process.env.SOAK_HEAP_SNAPSHOTS,
});
console.log(
  `\nSoak: ${report.people} people for ${seconds} s, ${report.calls} calls, ${report.errors.length} errors`,
);
console.log('| call | count | p50 ms | p99 ms |\n|---|---:|---:|---:|');
for (const [name, figures] of Object.entries(report.latency)) {
  console.log(
    `| ${name} | ${figures.count} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} |`,
  );
}
console.log(
  `\nServer RSS: ${report.rss.mid.toFixed(1)} MiB at halfway, ${report.rss.end.toFixed(1)} MiB at the end`,
);
console.log(
  `V8 heap used after a full GC: ${report.heap.mid.used.toFixed(1)} MiB at halfway, ${report.heap.end.used.toFixed(1)} MiB at the end (target: within 10%)`,
);
console.log(
  `Open fds: ${report.fds.start} at start, ${report.fds.mid} at halfway, ${report.fds.end} at the end`,
);
console.log(
  `Open fds not held by a live connection: ${report.handles.start} / ${report.handles.mid} / ${report.handles.end} (target: no growth)`,
);
for (const error of report.errors.slice(0, 20)) console.log(`error: ${error}`);
// The same measure as the 60-second test (soak.ts leakChecks).
const checks = leakChecks(report);
const flat = checks.heapFlat && checks.handlesFlat;
let flakyOk = true;
if (flakySeconds > 0) {
  console.log(`\nFlaky networks for ${flakySeconds} s (e2e/flaky-networks.test.ts)…`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'e2e-alone', 'e2e/flaky-networks.test.ts'],
    { stdio: 'inherit', env: { ...process.env, FLAKY_NETWORK_SECONDS: String(flakySeconds) } },
  );
  flakyOk = run.status === 0;
}
process.exit(report.errors.length === 0 && flat && flakyOk ? 0 : 1);
