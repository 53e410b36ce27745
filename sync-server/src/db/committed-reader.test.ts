// The committed reader (SQLite): it answers synchronously, sees this process's commit at once and
// another process's from the next turn of the event loop, never sees a transaction that has not
// committed (nor one rolled back), and closes with the database.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase } from '../test-support/migrated-database';
import { committedReader } from './committed-reader';
import type { Db } from './database';
import { pingDatabaseNow } from './ping';
import { currentSeq, currentSeqNow, nextSeq } from './sequence';
import { writeTransaction } from './write-transaction';

let db: Db;
let dataDir: string;

// The last test destroys the database itself; removing it afterwards is still safe.
beforeAll(async () => {
  const temp = await migratedDatabase('committed-reader-');
  db = temp.db;
  dataDir = temp.dataDir;
  return temp.remove;
});

describe('the committed reader', () => {
  it('reads the committed sequence synchronously, a commit at once, never an open transaction', async () => {
    const reader = committedReader(db)!;
    expect(reader).toBeDefined();
    const start = await currentSeq(db);
    expect(currentSeqNow(db)).toBe(start); // a number, not a promise
    expect(pingDatabaseNow(db)).toBeUndefined();

    let insideTransaction = -1;
    await writeTransaction(db, async (trx) => {
      insideTransaction = await nextSeq(trx);
      // Taken but not committed: the main connection's transaction sees it, the reader not.
      expect(reader.currentSeq()).toBe(start);
    });
    expect(insideTransaction).toBe(start + 1);
    expect(reader.currentSeq()).toBe(start + 1); // committed here: seen by the very next read

    await expect(
      writeTransaction(db, async (trx) => {
        await nextSeq(trx);
        expect(reader.currentSeq()).toBe(start + 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(reader.currentSeq()).toBe(start + 1); // the rolled-back number was never visible
  });

  it("reads once a turn: another process's commit is seen from the next turn", async () => {
    const reader = committedReader(db)!;
    const start = reader.currentSeq();
    const other = new SQLite(path.join(dataDir, 'hostel.db'));
    try {
      other.prepare(`UPDATE sync_sequence SET value = value + 1 WHERE name = 'global'`).run();
      expect(reader.currentSeq()).toBe(start); // this turn's read
      await new Promise((resolve) => setImmediate(resolve));
      expect(reader.currentSeq()).toBe(start + 1);
    } finally {
      other.close();
    }
  });

  it('closes with the database: reads then fail instead of answering', async () => {
    const reader = committedReader(db)!;
    await db.destroy();
    expect(() => reader.currentSeq()).toThrow();
    expect(() => pingDatabaseNow(db)).toThrow();
  });
});
