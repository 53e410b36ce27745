// Anti-automation: sign-ups per address, reviews and uploads per user are limited with a 429 that
// says so, other people are unaffected, and a review pushed over the limit through sync is
// answered 429 (RxDB retries later) rather than dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { insertMeal } from '../test-support/request-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { imageForm, PNG_1X1 } from '../test-support/test-images';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({
    REGISTRATIONS_PER_HOUR: '3',
    REVIEWS_PER_MINUTE: '2',
    UPLOADS_PER_MINUTE: '2',
  });
});
afterAll(() => test.close());

let counter = 0;
const signUp = () =>
  test.client().post('/api/auth/register', {
    name: 'Bot',
    email: `bot${(counter += 1)}@hostel.test`,
    password: 'secret#1',
    photo: '/api/uploads/x.png',
  });

describe('write limits', () => {
  it('limits sign-ups per address per hour', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signUp()).status).toBe(201);
    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many sign-ups/);
  });

  it('limits reviews per user per minute, REST and sync alike, and not for others', async () => {
    const bot = await signedInAs(test);
    const mealId = await insertMeal(test.db);
    for (let i = 0; i < 2; i += 1) {
      const answer = await bot.client.post('/api/add-review', { mealId, rating: 4, review: 'x' });
      expect(answer.status).toBe(201);
    }
    const refused = await bot.client.post('/api/add-review', { mealId, rating: 4, review: 'x' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many reviews/);

    const rows = Array.from({ length: 13 }, (_, i) => ({
      newDocumentState: {
        _id: `bot-review-${i}`,
        mealId,
        name: 'Bot',
        email: bot.user.email,
        image: '',
        rating: 4,
        review: 'spam',
        postTime: 1,
        _deleted: false,
      },
    }));
    // A backlog larger than the window's allowance (12 rows here) passes once, on a fresh
    // window, so a long offline spell is never stuck; the next push waits for the window.
    expect((await bot.client.post('/api/sync/reviews/push', rows)).status).toBe(200);
    const more = rows.map((row, i) => ({
      newDocumentState: { ...row.newDocumentState, _id: `bot-review-more-${i}` },
    }));
    expect((await bot.client.post('/api/sync/reviews/push', more)).status).toBe(429);

    const person = await signedInAs(test);
    const answer = await person.client.post('/api/add-review', { mealId, rating: 5, review: 'ok' });
    expect(answer.status).toBe(201);
  });

  it('limits uploads per user per minute', async () => {
    const { client } = await signedInAs(test);
    for (let i = 0; i < 2; i += 1) {
      expect((await client.postForm('/api/upload', imageForm(PNG_1X1, 'a.png'))).status).toBe(200);
    }
    const refused = await client.postForm('/api/upload', imageForm(PNG_1X1, 'a.png'));
    expect(refused.status).toBe(429);
  });
});
