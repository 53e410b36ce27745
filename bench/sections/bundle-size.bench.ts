// Size of the built PWA's JavaScript, CSS and HTML: raw, gzip and brotli (what a browser downloads
// once the server serves the precompressed files). `npm start` and `npm test` build it when stale.
// Then the first-visit figure (target ≤ 300 KiB), measured in Chromium against the server: the JavaScript a first
// visit of / puts on the wire, the page's own scripts PLUS what the service worker precaches in
// that visit (bench/client/first-visit-js.ts), and what a warm visit still fetches.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { measureFirstVisitJs } from '../client/first-visit-js';
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
    const visit = await measureFirstVisitJs(context.server.url, path.resolve(distDir));
    const wire = context.report.table(
      'JavaScript on the wire, brotli (Chromium, fresh profile, /)',
      ['what', 'brotli', 'files'],
    );
    const count = (by: 'page' | 'precache') => visit.files.filter((f) => f.by === by).length;
    wire({
      what: "first visit: the page's own scripts",
      brotli: kib(visit.pageBytes),
      files: count('page'),
    });
    wire({
      what: 'first visit: precached by the service worker on top',
      brotli: kib(visit.precacheOnlyBytes),
      files: count('precache'),
    });
    wire({
      what: '**first visit in all**',
      brotli: kib(visit.totalBytes),
      files: visit.files.length,
    });
    wire({
      what: 'warm visit (reload, worker in control)',
      brotli: kib(visit.warmBytes),
      files: '',
    });
  },
};
