// Size of the built PWA's JavaScript, CSS and HTML: raw, gzip and brotli (what a browser downloads
// once the server serves the precompressed files). `npm start` and `npm test` build it when stale.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BenchSection } from '../harness/context';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const bundleSize: BenchSection = {
  title: 'Bundle size',
  run: async (context) => {
    const distDir = 'dist';
    if (!existsSync(distDir)) {
      context.report.note('dist/ missing: run `npm run build` first');
      return;
    }
    const rows: { file: string; raw: number; gzip: number; br: number }[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(js|css|html)$/.test(entry)) {
          const content = readFileSync(file);
          rows.push({
            file: path.relative(distDir, file),
            raw: content.length,
            gzip: gzipSync(content, { level: 9 }).length,
            br: brotliCompressSync(content).length,
          });
        }
      }
    };
    walk(distDir);
    rows.sort((a, b) => b.raw - a.raw);
    const row = context.report.table('PWA build (largest files, then the total)', [
      'file',
      'raw',
      'gzip',
      'brotli',
    ]);
    const total = { file: '**total js/css/html**', raw: 0, gzip: 0, br: 0 };
    for (const entry of rows) {
      total.raw += entry.raw;
      total.gzip += entry.gzip;
      total.br += entry.br;
    }
    for (const entry of [...rows.slice(0, 6), total]) {
      row({ file: entry.file, raw: kib(entry.raw), gzip: kib(entry.gzip), brotli: kib(entry.br) });
    }
  },
};
