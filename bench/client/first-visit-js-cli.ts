// `npx tsx bench/client/first-visit-js-cli.ts [distDir]`: the first visit's JavaScript file by
// file (first-visit-js.ts), for looking at one build without running the whole benchmark. The
// server is started the README's way on a fresh data folder, serving `distDir` (default dist/).
import path from 'node:path';
import { measureFirstVisitJs } from './first-visit-js';
import { serveBuild } from './served-build';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const build = await serveBuild(distDir);
try {
  const visit = await measureFirstVisitJs(build.url, distDir);
  for (const file of visit.files) {
    console.log(`${file.by.padEnd(9)}${String(file.bytes).padStart(7)} ${file.file}`);
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `page ${kib(visit.pageBytes)} + precache ${kib(visit.precacheOnlyBytes)} = ${kib(visit.totalBytes)} in ${visit.files.length} files; warm visit ${kib(visit.warmBytes)}`,
  );
} finally {
  await build.close();
}
