// Checks a SQLite file of the product the way an operator (and the reliability tests) would
// after a crash, a backup or a restore: SQLite's own integrity check, every counter (likes,
// numReviews) equal to its rows, and no synced row ahead of the replication sequence.
import SQLite from 'better-sqlite3';

/** The counters kept equal to their rows (see domain/likes/like-counters.ts, review-counter.ts). */
const COUNTER_CHECKS = [
  {
    what: 'meals.likes',
    sql: `SELECT m.id, m.likes AS counter,
            (SELECT COUNT(*) FROM meal_likes l
              WHERE l.target_id = m.id AND l.liked = 1 AND l.deleted = 0) AS rows
          FROM meals m`,
  },
  {
    what: 'upcoming_meals.likes',
    sql: `SELECT m.id, m.likes AS counter,
            (SELECT COUNT(*) FROM upcoming_likes l
              WHERE l.target_id = m.id AND l.liked = 1 AND l.deleted = 0) AS rows
          FROM upcoming_meals m`,
  },
  {
    what: 'meals.num_reviews',
    sql: `SELECT m.id, m.num_reviews AS counter,
            (SELECT COUNT(*) FROM reviews r WHERE r.meal_id = m.id AND r.deleted = 0) AS rows
          FROM meals m`,
  },
];

export type ConsistencyReport = { problems: string[] };

/** Every problem found in an open database (an empty list when consistent). */
export function checkConsistency(sqlite: SQLite.Database): ConsistencyReport {
  const problems: string[] = [];
  const integrity = sqlite.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
  for (const check of COUNTER_CHECKS) {
    const rows = sqlite.prepare(check.sql).all() as { id: string; counter: number; rows: number }[];
    for (const row of rows) {
      if (row.counter !== row.rows) {
        problems.push(`${check.what} of ${row.id} is ${row.counter} but it has ${row.rows} rows`);
      }
    }
  }
  const seq = sqlite.prepare(`SELECT value FROM sync_sequence WHERE name = 'global'`).get() as
    { value: number } | undefined;
  for (const table of syncedTablesOf(sqlite)) {
    const max = sqlite.prepare(`SELECT MAX(seq) AS max FROM ${table}`).get() as {
      max: number | null;
    };
    if (max.max !== null && (seq === undefined || max.max > seq.value)) {
      problems.push(`${table} has seq ${max.max} beyond the sequence ${seq?.value}`);
    }
  }
  return { problems };
}

/** The tables of an open file whose rows replicate: those with a `seq` column. */
function syncedTablesOf(sqlite: SQLite.Database): string[] {
  const rows = sqlite
    .prepare(
      `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
        WHERE m.type = 'table' AND c.name = 'seq' ORDER BY m.name`,
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

/** Whether an open SQLite file is a database of this product (it has the replication sequence). */
export function isHostelMealsDatabase(sqlite: SQLite.Database): boolean {
  return hasTable(sqlite, 'sync_sequence');
}

function hasTable(sqlite: SQLite.Database, table: string): boolean {
  return (
    sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table) !==
    undefined
  );
}

/** Opens a file read-only, checks it, closes it. */
export function checkConsistencyOfFile(file: string): ConsistencyReport {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return checkConsistency(sqlite);
  } finally {
    sqlite.close();
  }
}
