// Online backups and restores of the SQLite database. A backup uses SQLite's online backup API
// (better-sqlite3's `db.backup()`) from a connection of its own, so it runs beside a live server:
// all pages are copied in one step, inside one read transaction, so the copy is the database as
// of one commit (WAL lets the server keep writing meanwhile). A restore puts a checked backup in
// place of the database of a stopped server, keeping the database it replaces.
import SQLite from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkConsistency, isHostelMealsDatabase, type ConsistencyReport } from '../db/consistency';

/** The file name db/database.ts opens inside DATA_DIR. */
export const DATABASE_FILE = 'hostel.db';

/** All remaining pages in one step: one read transaction, never restarted by a writer. */
const ALL_PAGES = 0x7fffffff;

/** `hostel-2026-11-23T21-40-05Z.db`: sorts by time, safe in every file system. */
function backupFileName(now = new Date()): string {
  return `hostel-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.db`;
}

export type BackupResult = { file: string; pages: number; report: ConsistencyReport };

/** Copies DATA_DIR's database to `destination` (default: DATA_DIR/backups/<timestamp>.db). */
export async function backupDatabase(dataDir: string, destination?: string): Promise<BackupResult> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  const file = path.resolve(destination ?? path.join(dataDir, 'backups', backupFileName()));
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside the destination and renamed at the end: a failed backup never leaves a
  // half-written file that looks like a backup.
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const live = new SQLite(source, { fileMustExist: true });
  let pages = 0;
  try {
    live.pragma('busy_timeout = 5000');
    const done = await live.backup(partial, { progress: () => ALL_PAGES });
    pages = done.totalPages;
  } finally {
    live.close();
  }
  // The copy is one self-contained file (no -wal beside it) that any SQLite opens.
  const copy = new SQLite(partial);
  let report: ConsistencyReport;
  try {
    copy.pragma('journal_mode = DELETE');
    report = checkConsistency(copy);
  } finally {
    copy.close();
  }
  renameSync(partial, file);
  return { file, pages, report };
}

export type RestoreResult = { restored: string; previous?: string; report: ConsistencyReport };

/**
 * Replaces DATA_DIR's database by the backup `file`. The server must be stopped: it keeps its
 * own handle on the file it opened. The database replaced is kept as hostel.db.before-restore-*.
 */
export async function restoreDatabase(dataDir: string, file: string): Promise<RestoreResult> {
  const backup = new SQLite(path.resolve(file), { readonly: true, fileMustExist: true });
  let report: ConsistencyReport;
  try {
    if (!isHostelMealsDatabase(backup)) throw new Error(`${file} is not a Hostel Meals database`);
    report = checkConsistency(backup);
    if (report.problems.some((problem) => problem.startsWith('integrity_check'))) {
      throw new Error(`${file} is damaged: ${report.problems.join('; ')}`);
    }
    mkdirSync(dataDir, { recursive: true });
    const target = path.join(dataDir, DATABASE_FILE);
    const restoring = `${target}.restoring`;
    rmSync(restoring, { force: true });
    await backup.backup(restoring, { progress: () => ALL_PAGES });
    let previous: string | undefined;
    if (existsSync(target)) {
      // Fold the old database's WAL into it first, so the kept copy is complete on its own.
      const old = new SQLite(target);
      old.pragma('wal_checkpoint(TRUNCATE)');
      old.pragma('journal_mode = DELETE');
      old.close();
      previous = `${target}.before-restore-${backupFileName().slice('hostel-'.length, -3)}`;
      renameSync(target, previous);
    }
    for (const leftover of ['-wal', '-shm']) rmSync(`${target}${leftover}`, { force: true });
    renameSync(restoring, target);
    return { restored: target, previous, report };
  } finally {
    backup.close();
  }
}
