// Runs the dated migrations in order. Migrations never import application code, so an old
// migration keeps meaning what it meant when it was written.
//
// There is no list to keep: every file in `migrations/` named `YYYY-MM-DD-NN-what` is a migration
// (NN orders the migrations of one day).
// They are found beside this module: in the sources (tsx, vitest) that is `db/migrations/*.ts`;
// in the compiled server (one bundled `sync-server/dist/main.mjs`) it is
// `sync-server/dist/migrations/*.mjs`, which scripts/build-server.mjs compiles from the same
// sources. A file there with any other name is refused, so a misnamed migration fails loudly
// instead of being skipped.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';

/** `migrations/` beside this module, in the sources and in the compiled server alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*)\.(?:ts|mjs)$/;

/** The migrations in `dir`, by name (the file name without its extension). */
export async function discoverMigrations(dir: string): Promise<Record<string, Migration>> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    throw new Error(`No migrations folder at ${dir}: ${String(error)}`);
  }
  const migrations: Record<string, Migration> = {};
  // Sorted so the imports run in the same order everywhere; Kysely orders by name anyway.
  for (const file of files.sort()) {
    if (file.endsWith('.map')) continue; // the compiled migrations' source maps
    const name = MIGRATION_FILE.exec(file)?.[1];
    if (!name) throw new Error(`Not a migration name: ${path.join(dir, file)}`);
    if (migrations[name]) throw new Error(`Migration ${name} exists twice in ${dir}`);
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<Migration>;
    if (typeof module.up !== 'function') {
      throw new Error(`Migration ${file} has no exported up() function`);
    }
    migrations[name] = { up: module.up, down: module.down };
  }
  if (Object.keys(migrations).length === 0) throw new Error(`No migrations found in ${dir}`);
  return migrations;
}

const provider: MigrationProvider = { getMigrations: () => discoverMigrations(MIGRATIONS_DIR) };

export async function migrateToLatest(db: Db): Promise<void> {
  // Work done in parallel can land a migration named before one that already ran on some
  // database: run it then instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
