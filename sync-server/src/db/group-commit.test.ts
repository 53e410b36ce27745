// Group commit on a real SQLite file: writes queued together share one transaction, each answers
// its own result or error, a failing write is undone alone, and nothing settles before COMMIT.
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createGroupCommit, type Transact } from './group-commit';
import { nextSeq } from './sequence';

let test: TestServer;
/** A second connection to the same file: it sees only what is committed. */
let outside: SQLite.Database;

beforeAll(async () => {
  test = await startTestServer();
  await sql`CREATE TABLE group_probe (name TEXT PRIMARY KEY, seq INTEGER NOT NULL)`.execute(
    test.db,
  );
  outside = new SQLite(path.join(test.config.dataDir, 'hostel.db'), { readonly: true });
});
afterAll(async () => {
  outside.close();
  await test.close();
});

const transact: Transact = (work) => test.db.transaction().execute(work);

function committedNames(): string[] {
  return (
    outside.prepare('SELECT name FROM group_probe ORDER BY name').all() as { name: string }[]
  ).map((row) => row.name);
}

/** Inserts a probe row with a fresh seq; `fail` throws after the insert (so it must be undone). */
const probe = (name: string, fail = false) =>
  (async (trx) => {
    const seq = await nextSeq(trx);
    await sql`INSERT INTO group_probe (name, seq) VALUES (${name}, ${seq})`.execute(trx);
    if (fail) throw new Error(`refused ${name}`);
    return { name, seq, committedWhenAnswered: false };
  }) satisfies Parameters<Transact>[0];

describe('createGroupCommit', () => {
  it('batches writes that arrive together; a failing one is undone alone', async () => {
    const batches: number[] = [];
    const group = createGroupCommit(transact, { onBatch: (size) => batches.push(size) });
    const names = Array.from({ length: 12 }, (_, index) => `a${String(index).padStart(2, '0')}`);
    const settled = await Promise.allSettled(
      names.map((name, index) =>
        group.run(probe(name, index === 5)).then((result) => {
          // Answered only after COMMIT: another connection already sees the row.
          expect(committedNames()).toContain(name);
          return result;
        }),
      ),
    );
    expect(batches).toEqual([12]);
    const failed = settled[5]!;
    expect(failed.status).toBe('rejected');
    expect((failed as PromiseRejectedResult).reason).toEqual(new Error('refused a05'));
    const fulfilled = settled.filter((outcome) => outcome.status === 'fulfilled');
    expect(fulfilled).toHaveLength(11);
    // Each caller got its own answer, with its own distinct sequence number.
    const values = fulfilled.map(
      (outcome) => (outcome as PromiseFulfilledResult<{ name: string; seq: number }>).value,
    );
    expect(values.map((value) => value.name)).toEqual(names.filter((_, index) => index !== 5));
    expect(new Set(values.map((value) => value.seq)).size).toBe(11);
    expect(committedNames().filter((name) => name.startsWith('a'))).toEqual(
      names.filter((_, index) => index !== 5),
    );
  });

  it('a write alone runs in a transaction of its own', async () => {
    const batches: number[] = [];
    const group = createGroupCommit(transact, { onBatch: (size) => batches.push(size) });
    await expect(group.run(probe('b-alone'))).resolves.toMatchObject({ name: 'b-alone' });
    await expect(group.run(probe('b-failing', true))).rejects.toThrow('refused b-failing');
    expect(batches).toEqual([1, 1]);
    expect(committedNames()).toContain('b-alone');
    expect(committedNames()).not.toContain('b-failing');
  });

  it('writes queued while a batch runs form the next batch, up to maxBatch', async () => {
    const batches: number[] = [];
    const group = createGroupCommit(transact, {
      maxBatch: 4,
      onBatch: (size) => batches.push(size),
    });
    const names = Array.from({ length: 10 }, (_, index) => `c${index}`);
    await Promise.all(names.map((name) => group.run(probe(name))));
    expect(batches).toEqual([4, 4, 2]);
    expect(committedNames().filter((name) => name.startsWith('c'))).toHaveLength(10);
  });

  it('when the COMMIT fails, every write of the batch fails and none is kept', async () => {
    // A transaction whose end fails after all the writes ran (as a full disk would at COMMIT),
    // the first time only.
    let failures = 1;
    const failingCommit: Transact = (work) =>
      test.db.transaction().execute(async (trx) => {
        const result = await work(trx);
        if (failures-- > 0) throw new Error('commit failed');
        return result;
      });
    const group = createGroupCommit(failingCommit);
    const settled = await Promise.allSettled(
      ['d1', 'd2', 'd3'].map((name) => group.run(probe(name))),
    );
    expect(settled.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committedNames().filter((name) => name.startsWith('d'))).toEqual([]);
    // The group goes on working after a failed batch.
    await expect(group.run(probe('d4'))).resolves.toMatchObject({ name: 'd4' });
  });
});
