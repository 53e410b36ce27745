// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
// dist/ (JS, CSS, HTML, SVG, JSON, the web manifest) of 1 KiB or more, at the strongest levels
// (done once per build, not per request). The server's static handler (koa-send) answers a
// browser that accepts br or gzip with the matching copy and Content-Encoding, the others with
// the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes the .br and .gz copies; answers how many files were compressed. */
export function precompress(distDir = 'dist') {
  let count = 0;
  for (const file of files(distDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Precompressed ${precompress(process.argv[2] ?? 'dist')} files (brotli + gzip)`);
}
