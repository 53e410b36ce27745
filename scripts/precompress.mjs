// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
// dist/ (JS, CSS, HTML, SVG, JSON, the web manifest), at the strongest levels (done once per
// build, not per request). Small files too: a copy is kept whenever it is smaller than the file
// by more than the Content-Encoding and Vary headers it costs (the first visit's small
// chunks would otherwise go uncompressed). The server's static handler (koa-send) answers a
// browser that accepts br or gzip with the matching copy and Content-Encoding, the others with
// the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** A copy must save more than this many bytes (about its two extra headers) to be kept. */
const MIN_SAVING = 64;

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
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (br.length + MIN_SAVING < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length + MIN_SAVING < content.length) writeFileSync(`${file}.gz`, gz);
    if (br.length + MIN_SAVING < content.length) count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Precompressed ${precompress(process.argv[2] ?? 'dist')} files (brotli + gzip)`);
}
