// On PostgreSQL a cached answer is served without a database round trip, and the instance learns
// of writes by being told: a write committed by another connection (as another instance or a
// command-line tool would) reaches the cache through LISTEN/NOTIFY, and while the listening
// connection is down every request asks the database, so no answer is staler than a notice. The
// instance's own writes count at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertMealRow } from '../domain/meals/meal-repository';
import { inTransaction } from '../http/transaction';
import type { ApiClient } from '../test-support/api-client';
import { mealBody } from '../test-support/meal-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { Db } from './database';
import { openPostgres } from './postgres';
import { currentSeq, currentSeqNow } from './sequence';
import { SEQUENCE_CHANNEL, noticedSeq } from './sequence-notices';

let test: TestServer;
let client: ApiClient;
let other: Db; // another process's connection to the same database

beforeAll(async () => {
  test = await startTestServer();
  client = test.client();
  other = openPostgres(test.config.databaseUrl!, 1);
});
afterAll(async () => {
  await other?.destroy();
  await test?.close();
});

/** A meal written by the other connection, committed. */
async function writeElsewhere(mealTitle: string): Promise<void> {
  await inTransaction(other, (trx) =>
    insertMealRow(trx, 'meals', `m-${mealTitle}`, {
      ...mealBody({ mealTitle }),
      postTime: 1_700_000_000_000,
      likes: 0,
      numReviews: 0,
      distributorName: 'Kitchen',
      distributorEmail: 'kitchen@hostel.test',
    }),
  );
}

const titles = async () => {
  const response = await client.get('/api/all-meals-home');
  expect(response.status).toBe(200);
  return {
    cache: response.headers.get('x-cache'),
    titles: (response.body as { mealTitle: string }[]).map((meal) => meal.mealTitle),
  };
};

describe('sequence notices on PostgreSQL', () => {
  it('answers a cached read with no database round trip', async () => {
    await vi.waitFor(() => expect(noticedSeq(test.db)).toBeDefined());
    await titles();
    expect((await titles()).cache).toBe('hit');
    // The sequence a hit is checked against is known without asking: no query runs for it.
    const seq = currentSeqNow(test.db);
    expect(seq).not.toBeInstanceOf(Promise);
    expect(seq).toBe(await currentSeq(test.db));
  });

  it("counts this instance's own write at once: the writer's next read has it", async () => {
    await titles();
    expect((await titles()).cache).toBe('hit');
    // Through the instance's own database handle: no notice needs to arrive first.
    await inTransaction(test.db, (trx) =>
      insertMealRow(trx, 'meals', 'm-own-write', {
        ...mealBody({ mealTitle: 'Own Write Tehari' }),
        postTime: 1_700_000_000_000,
        likes: 0,
        numReviews: 0,
        distributorName: 'Kitchen',
        distributorEmail: 'kitchen@hostel.test',
      }),
    );
    expect(noticedSeq(test.db)).toBe(await currentSeq(test.db));
    expect((await titles()).titles).toContain('Own Write Tehari');
  });

  it("hears another connection's write and stops serving the older answer", async () => {
    await titles();
    expect((await titles()).cache).toBe('hit');
    await writeElsewhere('Told Pilau');
    await vi.waitFor(async () => expect((await titles()).titles).toContain('Told Pilau'));
  });

  it('asks the database on every request while it cannot listen, then listens again', async () => {
    await titles();
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE query = ${`LISTEN ${SEQUENCE_CHANNEL}`} AND datname = current_database()`.execute(
      other,
    );
    await vi.waitFor(() => expect(noticedSeq(test.db)).toBeUndefined());
    await writeElsewhere('Unheard Khichuri');
    // Nothing was heard of this write, and the very next answer has it.
    expect((await titles()).titles).toContain('Unheard Khichuri');
    await vi.waitFor(() => expect(noticedSeq(test.db)).toBeDefined(), { timeout: 5_000 });
    await writeElsewhere('Heard Again Haleem');
    await vi.waitFor(async () => expect((await titles()).titles).toContain('Heard Again Haleem'));
  });
});
