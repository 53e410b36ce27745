// Likes, unlikes and reviews from many residents at once, through the real routes, which share
// transactions (group commit): every counter ends equal to its rows and to what was asked, every
// change has its own sequence number, and the bad writes mixed into the same moment answer their
// own error (404) while the good ones around them succeed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMealVia, currentSeq, mealRow } from '../test-support/meal-fixtures';
import { groupCommitStats } from '../http/transaction';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  test = await startTestServer();
  admin = (await signedInAs(test, 'admin')).client;
});
afterAll(() => test.close());

const RESIDENTS = 60;

describe('group commit of likes and reviews', () => {
  it('concurrent writes of many residents count exactly; bad writes fail alone', async () => {
    const meals = [await addMealVia(admin), await addMealVia(admin), await addMealVia(admin)];
    const residents = await Promise.all(
      Array.from({ length: RESIDENTS }, () => signedInAs(test, 'general')),
    );
    // First round: everybody likes meals 0 and 1 (so that the second round can unlike).
    const firstRound = await Promise.all(
      residents.flatMap(({ user, client }) =>
        [meals[0]!, meals[1]!].map((id) => client.put('/api/inc-like', { id, email: user.email })),
      ),
    );
    expect(firstRound.every((answer) => answer.status === 200)).toBe(true);

    const seqBefore = await currentSeq(test.db);
    const statsBefore = groupCommitStats(test.db);
    // Second round, all at once: every resident likes meal 2, even residents unlike meal 0,
    // every third resident reviews meal 1, and every tenth also tries a meal that does not
    // exist (a like and a review).
    const calls = residents.flatMap(({ user, client }, index) => {
      const email = user.email;
      const mine: Promise<{ kind: string; status: number }>[] = [];
      const call = (kind: string, answer: Promise<{ status: number }>) =>
        mine.push(answer.then(({ status }) => ({ kind, status })));
      call('like', client.put('/api/inc-like', { id: meals[2]!, email }));
      if (index % 2 === 0) call('unlike', client.put('/api/dec-like', { id: meals[0]!, email }));
      if (index % 3 === 0) {
        call(
          'review',
          client.post('/api/add-review', { mealId: meals[1]!, rating: 4, review: 'Good' }),
        );
      }
      if (index % 10 === 0) {
        call('bad', client.put('/api/inc-like', { id: 'no-such-meal', email }));
        call(
          'bad',
          client.post('/api/add-review', { mealId: 'no-such-meal', rating: 4, review: 'x' }),
        );
      }
      return mine;
    });
    const answers = await Promise.all(calls);
    const statuses = (kind: string) =>
      answers.filter((answer) => answer.kind === kind).map((answer) => answer.status);
    expect(statuses('like').every((status) => status === 200)).toBe(true);
    expect(statuses('unlike').every((status) => status === 200)).toBe(true);
    expect(statuses('review').every((status) => status === 201)).toBe(true);
    expect(statuses('bad')).toEqual(Array.from({ length: 12 }, () => 404));

    // The writes did share transactions.
    const stats = groupCommitStats(test.db);
    expect(stats.writes - statsBefore.writes).toBeGreaterThan(stats.batches - statsBefore.batches);

    // Counters equal their rows and what was asked.
    const liked = async (id: string) =>
      (
        await test.db
          .selectFrom('meal_likes')
          .select('id')
          .where('target_id', '=', id)
          .where('liked', '=', 1)
          .where('deleted', '=', 0)
          .execute()
      ).length;
    expect((await mealRow(test.db, meals[0]!)).likes).toBe(RESIDENTS / 2);
    expect(await liked(meals[0]!)).toBe(RESIDENTS / 2);
    expect((await mealRow(test.db, meals[1]!)).likes).toBe(RESIDENTS);
    expect((await mealRow(test.db, meals[2]!)).likes).toBe(RESIDENTS);
    expect(await liked(meals[2]!)).toBe(RESIDENTS);
    const reviews = await test.db
      .selectFrom('reviews')
      .select(['seq'])
      .where('meal_id', '=', meals[1]!)
      .where('deleted', '=', 0)
      .execute();
    expect(reviews).toHaveLength(RESIDENTS / 3);
    expect((await mealRow(test.db, meals[1]!)).num_reviews).toBe(RESIDENTS / 3);
    expect(
      await test.db
        .selectFrom('reviews')
        .select('id')
        .where('meal_id', '=', 'no-such-meal')
        .execute(),
    ).toEqual([]);

    // Every change took its own sequence number after the round began: a like or review row and
    // its meal's counter each, RESIDENTS likes + RESIDENTS / 2 unlikes + RESIDENTS / 3 reviews.
    const changes = RESIDENTS + RESIDENTS / 2 + RESIDENTS / 3;
    const rows = await test.db
      .selectFrom('meal_likes')
      .select('seq')
      .where('seq', '>', seqBefore)
      .execute();
    const seqs = [...rows, ...reviews.filter((row) => row.seq > seqBefore)].map((row) => row.seq);
    expect(new Set(seqs).size).toBe(RESIDENTS + RESIDENTS / 2 + RESIDENTS / 3);
    expect(await currentSeq(test.db)).toBe(seqBefore + 2 * changes);
  });
});
