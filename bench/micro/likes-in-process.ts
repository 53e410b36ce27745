// An in-process micro-measurement of what one like costs the database layer, independent of HTTP
// and of the machine's load: SQL statements per like, and CPU per like, for likes written one
// transaction each (inTransaction) and for the same likes through group commit (inGroupCommit),
// with many residents liking at once. Printed, never judged.
//   npx tsx bench/micro/likes-in-process.ts [likes=4000] [concurrency=50]
// Works on a fresh copy of the small benchmark data set (1,000 meals, 100 residents).
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { SqliteDatabase } from 'kysely';
import { freshDataDir } from '../dataset/dataset-cache';
import type { Db } from '../../sync-server/src/db/database';
import { withStatementCache } from '../../sync-server/src/db/statement-cache';
import type { Database } from '../../sync-server/src/db/tables';
import { setMealLike } from '../../sync-server/src/domain/likes/set-meal-like';
import type { SessionUser } from '../../sync-server/src/http/context';
import { inGroupCommit, inTransaction } from '../../sync-server/src/http/transaction';

const LIKES = Number(process.argv[2] ?? 4000);
const CONCURRENCY = Number(process.argv[3] ?? 50);

/** The server's own opening (database.ts), plus a count of statements run. */
function openCounting(dataDir: string): { db: Db; statements: () => number } {
  const sqlite = new SQLite(path.join(dataDir, 'hostel.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const cached = withStatementCache(sqlite);
  let count = 0;
  const counting: SqliteDatabase = {
    close: () => cached.close(),
    prepare: (sql) => {
      const statement = cached.prepare(sql);
      return {
        get reader() {
          return statement.reader;
        },
        all: (parameters) => (count++, statement.all(parameters)),
        run: (parameters) => (count++, statement.run(parameters)),
        iterate: (parameters) => (count++, statement.iterate(parameters)),
      };
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: counting }) });
  return { db, statements: () => count };
}

async function measure(
  label: string,
  db: Db,
  statements: () => number,
  users: SessionUser[],
  mealIds: string[],
  transact: typeof inTransaction,
  round: number,
): Promise<void> {
  const statementsBefore = statements();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  // CONCURRENCY residents, each liking (or, on the next round, unliking) meal after meal.
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LIKES) {
        const index = next++;
        const user = users[index % users.length]!;
        const mealId = mealIds[Math.floor(index / users.length) % mealIds.length]!;
        await transact(db, (trx) => setMealLike(trx, user, mealId, round % 2 === 0));
      }
    }),
  );
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `| ${label} | ${Math.round((LIKES * 1000) / wall)} | ` +
      `${((cpu.user + cpu.system) / 1000 / LIKES).toFixed(3)} ms | ` +
      `${((statements() - statementsBefore) / LIKES).toFixed(1)} |`,
  );
}

async function main(): Promise<void> {
  const data = await freshDataDir({ meals: 1_000, reviews: 10_000, residents: 100 });
  const { db, statements } = openCounting(data.dataDir);
  try {
    const users = (await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'role', 'photo', 'badge'])
      .where('role', '=', 'general')
      .execute()) as SessionUser[];
    const mealIds = (
      await db.selectFrom('meals').select('id').where('deleted', '=', 0).execute()
    ).map((row) => row.id);
    console.log(`${LIKES} likes, ${CONCURRENCY} at once, ${users.length} residents\n`);
    console.log('| path | likes/s | CPU per like | statements per like |');
    console.log('|---|---|---|---|');
    for (let round = 0; round < 4; round++) {
      const grouped = round >= 2;
      await measure(
        grouped ? 'group commit' : 'one transaction each',
        db,
        statements,
        users,
        mealIds,
        grouped ? inGroupCommit : inTransaction,
        round,
      );
    }
  } finally {
    await db.destroy();
    data.cleanup();
  }
}

void main();
