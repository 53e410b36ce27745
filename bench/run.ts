// npm run bench: prints figures (not pass/fail). Each benchmark module owns one measurement.
import { benchBundleSize } from './bundle-size.bench';
import { benchClient } from './client/run-client';
import { benchServerThroughput } from './server-throughput.bench';
import { benchSync } from './sync.bench';

async function main(): Promise<void> {
  console.log(`Hostel Meals benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
  await benchServerThroughput();
  await benchSync();
  benchBundleSize();
  await benchClient();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
