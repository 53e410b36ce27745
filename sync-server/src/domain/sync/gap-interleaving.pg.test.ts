// Gap safety, proven on one chosen interleaving: two real PostgreSQL connections, the
// first writer's transaction held open by the test, the second writer committing (or waiting)
// meanwhile, and the server's own pull (`pullChanges`) in between. No timing luck: every step
// waits for the previous one, and "the second writer is waiting" is read from pg_stat_activity.
//
// - WITHOUT the counter-row serialisation (numbers taken outside the writing transaction, as a
//   PostgreSQL SEQUENCE or an auto-committed counter would hand them out), a pull returns 42
//   while 41 is in flight, its checkpoint passes 41, and the client never gets 41.
// - WITH it (the server's writers: `writeTransaction` + `nextSeq`), the second writer cannot even
//   take its number until the first commits, so the same pull sees neither, and the next one
//   sees both, in order.
import { sql, type Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SyncCheckpoint } from '@hostel/shared-schema';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { openPostgres } from '../../db/postgres';
import { currentSeq, nextSeq } from '../../db/sequence';
import type { Database } from '../../db/tables';
import { writeTransaction } from '../../db/write-transaction';
import { testDatabase } from '../../test-support/postgres-databases';
import { seedMeals } from '../../test-support/sync-data';
import { pullChanges } from './pull-changes';

let database: Awaited<ReturnType<typeof testDatabase>>;
let reader: Db; // the pulls and the test's own looks
let writerA: Db; // one connection each: two real concurrent transactions
let writerB: Db;
let mealId: string;

beforeAll(async () => {
  database = await testDatabase();
  reader = openPostgres(database.url, 2);
  writerA = openPostgres(database.url, 1);
  writerB = openPostgres(database.url, 1);
  mealId = (await seedMeals(reader, 1))[0]!.id;
});
afterEach(() => releaseA?.());
afterAll(async () => {
  await Promise.all([reader, writerA, writerB].map((db) => db?.destroy()));
  await database?.drop();
});

/** A promise the test resolves itself: holds writer A's transaction open. */
let releaseA: (() => void) | undefined;
function holdA(): Promise<void> {
  return new Promise((resolve) => (releaseA = resolve));
}

async function insertReview(trx: Transaction<Database>, seq: number): Promise<string> {
  const id = newId();
  await trx
    .insertInto('reviews')
    .values({
      id,
      meal_id: mealId,
      user_email: 'writer@hostel.test',
      name: 'Writer',
      image: '',
      rating: 4,
      review: `Written with seq ${seq}`,
      post_time: Date.now(),
      seq,
    })
    .execute();
  return id;
}

/** The broken allocator: the counter bumped in its own auto-committed statement. */
async function numberOutsideTransaction(): Promise<number> {
  const row = await sql<{ value: number }>`
    UPDATE sync_sequence SET value = value + 1 WHERE name = 'global' RETURNING value
  `.execute(reader);
  return Number(row.rows[0]!.value);
}

/** Waits until `count` sessions of this database wait for a lock (a condition, polled). */
async function lockWaiters(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await sql<{ n: number }>`
      SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'
    `.execute(reader);
    if (Number(row.rows[0]!.n) === count) return;
    if (Date.now() > deadline) throw new Error(`never saw ${count} session(s) waiting for a lock`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function pull(checkpoint: SyncCheckpoint | null) {
  const page = await pullChanges(reader, 'reviews', {
    checkpoint: checkpoint ?? undefined,
    batchSize: 100,
  });
  return { ids: page.documents.map((doc) => (doc as unknown as { _id: string })._id), page };
}

/** The checkpoint of a client that has everything written so far. */
async function caughtUp(): Promise<SyncCheckpoint> {
  let checkpoint: SyncCheckpoint | null = null;
  for (;;) {
    const { ids, page } = await pull(checkpoint);
    if (ids.length === 0) return checkpoint ?? { id: '', seq: await currentSeq(reader) };
    checkpoint = page.checkpoint;
  }
}

describe('a pull while writer A (lower number) is still open and writer B (higher) commits', () => {
  it('WITHOUT the counter row held to commit: the pull passes A’s change and it is lost', async () => {
    const start = await caughtUp();
    const seqA = await numberOutsideTransaction();
    const seqB = await numberOutsideTransaction();
    expect(seqB).toBe(seqA + 1);

    let wroteA!: () => void;
    const aWrote = new Promise<void>((resolve) => (wroteA = resolve));
    let idA = '';
    const a = writerA.transaction().execute(async (trx) => {
      idA = await insertReview(trx, seqA);
      wroteA();
      await holdA();
    });
    await aWrote;
    // Nothing holds B back: it commits while A is open.
    const idB = await writerB.transaction().execute((trx) => insertReview(trx, seqB));

    const first = await pull(start);
    expect(first.ids).toEqual([idB]);
    expect(first.page.checkpoint).toEqual({ id: idB, seq: seqB });

    releaseA!();
    await a;
    const second = await pull(first.page.checkpoint);
    // A's review is committed, yet the client's checkpoint is already past it: skipped for good.
    expect(second.ids).toEqual([]);
    const stored = await reader.selectFrom('reviews').select('seq').where('id', '=', idA).execute();
    expect(stored).toEqual([{ seq: seqA }]);
  });

  it.each([
    [
      'writeTransaction (locks the counter row first)',
      (work: Work) => writeTransaction(writerB, work),
    ],
    [
      'a plain transaction (locks it at nextSeq)',
      (work: Work) => writerB.transaction().execute(work),
    ],
  ])('WITH the server’s writers, B through %s waits for A, and no pull skips', async (_, runB) => {
    const start = await caughtUp();
    let wroteA!: () => void;
    const aWrote = new Promise<void>((resolve) => (wroteA = resolve));
    let idA = '';
    const a = writeTransaction(writerA, async (trx) => {
      idA = await insertReview(trx, await nextSeq(trx));
      wroteA();
      await holdA();
    });
    await aWrote;
    let bCommitted = false;
    const b = runB(async (trx) => insertReview(trx, await nextSeq(trx))).then((id) => {
      bCommitted = true;
      return id;
    });
    // B blocks on the counter row A holds: it has no number yet, let alone a commit.
    await lockWaiters(1);
    expect(bCommitted).toBe(false);

    const first = await pull(start);
    expect(first.ids).toEqual([]);
    expect(first.page.checkpoint).toEqual(start);

    releaseA!();
    await a;
    const idB = await b;
    const second = await pull(first.page.checkpoint);
    expect(second.ids).toEqual([idA, idB]);
    expect(await pull(second.page.checkpoint)).toMatchObject({ ids: [] });
  });
});

type Work = (trx: Transaction<Database>) => Promise<string>;
