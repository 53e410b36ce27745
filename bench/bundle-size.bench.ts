// Size of the built PWA (run `npm run build` first; npm start and npm test build it when stale).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function benchBundleSize(distDir = 'dist'): void {
  console.log('\n## PWA bundle size');
  if (!existsSync(distDir)) {
    console.log('dist/ missing: run `npm run build` first');
    return;
  }
  let raw = 0;
  let gzip = 0;
  const rows: [string, number, number][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|css|html)$/.test(entry)) {
        const content = readFileSync(file);
        const zipped = gzipSync(content).length;
        raw += content.length;
        gzip += zipped;
        rows.push([path.relative(distDir, file), content.length, zipped]);
      }
    }
  };
  walk(distDir);
  rows.sort((a, b) => b[2] - a[2]);
  for (const [file, size, zipped] of rows.slice(0, 8)) {
    console.log(
      `${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(8)} kB  gzip ${(zipped / 1024).toFixed(1).padStart(7)} kB`,
    );
  }
  console.log(
    `${'total js/css/html'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} kB  gzip ${(gzip / 1024).toFixed(1).padStart(7)} kB`,
  );
}
