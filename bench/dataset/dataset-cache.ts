// The generated data set is cached under bench/.cache (gitignored), keyed by its size and by the
// code that shapes it (the generator and the migrations), so `npm run bench` generates it once and
// a change to either makes a new one. Benchmarks never write into the cache: each run copies it to
// a fresh folder of its own (writes, migrations and sessions land there).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FULL_SIZE,
  makeDataset,
  MANIFEST_FILE,
  type DatasetManifest,
  type DatasetSize,
} from './make-dataset';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const CACHE_DIR = path.join(root, 'bench/.cache');

/** Files whose change changes the data set (and so the cache key), with every migration. */
const SHAPING_FILES = ['bench/dataset/make-dataset.ts', 'bench/dataset/plan-dataset.ts'];
/** db/migrate.ts runs every file of this folder (no list), so a new file is a new schema. */
const MIGRATIONS_DIR = 'sync-server/src/db/migrations';

function cacheKey(size: DatasetSize): string {
  const hash = createHash('sha256').update(JSON.stringify(size));
  const migrations = readdirSync(path.join(root, MIGRATIONS_DIR))
    .sort()
    .map((file) => path.join(MIGRATIONS_DIR, file));
  for (const file of [...SHAPING_FILES, ...migrations]) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return `dataset-${size.meals}m-${size.reviews}r-${size.residents}u-${hash.digest('hex').slice(0, 10)}`;
}

/** The cached folder for this size, generated first when missing. Read-only for callers. */
export async function cachedDataset(
  size: DatasetSize = FULL_SIZE,
  log: (line: string) => void = console.log,
): Promise<{ dir: string; manifest: DatasetManifest }> {
  const dir = path.join(CACHE_DIR, cacheKey(size));
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    // A half-written folder (an interrupted run) has no manifest: start it again.
    rmSync(dir, { recursive: true, force: true });
    const building = `${dir}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const started = performance.now();
    log(
      `Generating the data set (${size.meals} meals, ${size.reviews} reviews, ${size.residents} residents)…`,
    );
    await makeDataset(building, size);
    cpSync(building, dir, { recursive: true });
    rmSync(building, { recursive: true, force: true });
    log(
      `  done in ${((performance.now() - started) / 1000).toFixed(1)} s, cached in ${path.relative(root, dir)}`,
    );
  }
  return { dir, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as DatasetManifest };
}

/** A fresh writable copy of the data set in a temporary folder; remove it with `cleanup`. */
export async function freshDataDir(
  size: DatasetSize = FULL_SIZE,
  log?: (line: string) => void,
): Promise<{ dataDir: string; manifest: DatasetManifest; cleanup: () => void }> {
  const cached = await cachedDataset(size, log);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-bench-'));
  cpSync(cached.dir, dataDir, { recursive: true });
  return {
    dataDir,
    manifest: cached.manifest,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
