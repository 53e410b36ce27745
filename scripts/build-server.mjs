// Compiles the server to one JavaScript file (esbuild), so `npm start` runs plain Node with no
// TypeScript loader. Rebuilt only when a server or shared-schema source is newer than the build.
// npm packages stay external (better-sqlite3 is native; the rest load from node_modules as
// usual); our own workspace code (@hostel/shared-schema is TypeScript) is bundled in.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'sync-server/dist');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');
/**
 * db/migrate.ts finds its migrations in `migrations/` beside itself, by listing the folder (no
 * hand-kept list). In the bundle "beside itself" is sync-server/dist, so each migration is
 * compiled to its own module there under its own name.
 */
const MIGRATIONS_SRC_DIR = path.join(root, 'sync-server/src/db/migrations');
const MIGRATIONS_OUT_DIR = path.join(SERVER_OUT_DIR, 'migrations');
const SOURCES = [
  'sync-server/src',
  'shared-schema/src',
  'package-lock.json',
  'scripts/build-server.mjs',
];
/** Read at run time next to the code that reads it (emoji.ts loads it lazily on a first seed). */
const RUNTIME_FILES = ['sync-server/src/seed/emoji-art.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Keeps bare imports (npm packages) external, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hostel/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** How the server and each migration are bundled: ESM for Node 20, packages left external. */
const NODE_BUNDLE = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  legalComments: 'none',
};

export async function buildServer() {
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  // Test-only files are never imported by main.ts; production code paths only.
  await build({ ...NODE_BUNDLE, entryPoints: ['sync-server/src/main.ts'], outfile: SERVER_ENTRY });
  // Emptied first, so a migration removed from the sources is not run from an old build.
  rmSync(MIGRATIONS_OUT_DIR, { recursive: true, force: true });
  await build({
    ...NODE_BUNDLE,
    entryPoints: readdirSync(MIGRATIONS_SRC_DIR).map((file) => path.join(MIGRATIONS_SRC_DIR, file)),
    outdir: MIGRATIONS_OUT_DIR,
    outExtension: { '.js': '.mjs' },
  });
  await stop(); // esbuild's service process would otherwise live on beside the server
  for (const file of RUNTIME_FILES) {
    copyFileSync(path.join(root, file), path.join(SERVER_OUT_DIR, path.basename(file)));
  }
}

/** Builds when the build is missing or older than a source; answers whether it built. */
export async function buildServerIfStale() {
  const built = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (built >= sources && existsSync(MIGRATIONS_OUT_DIR)) return false;
  console.log(built ? 'Server sources changed: recompiling…' : 'Compiling the server…');
  await buildServer();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
