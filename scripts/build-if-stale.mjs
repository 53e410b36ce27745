// Builds the PWA when dist/ is missing or older than any of its sources, then precompresses it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

const SOURCES = [
  'pwa',
  'shared-schema/src',
  'vite.config.ts',
  'package-lock.json',
  'scripts/precompress.mjs',
  'scripts/prerender-pages.ts',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    // Outputs, not sources: `tsc -b` writes .tsbuild/ and *.tsbuildinfo beside the sources, and
    // taking them for changed sources would rebuild dist/ under a running test's server.
    if (child === 'node_modules' || child === '.tsbuild' || child.endsWith('.tsbuildinfo')) {
      continue;
    }
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIfStale() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built >= sources) return false;
  console.log(built ? 'PWA sources changed: rebuilding…' : 'Building the PWA (first start)…');
  // Always a production build: a caller's NODE_ENV (vitest sets `test`, e.g. scripts/start.test.ts
  // running `npm start`) would otherwise give React's and RxDB's development builds, whose
  // schema checks compile code at run time and are blocked by the CSP: a blank app.
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  precompress('dist');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
