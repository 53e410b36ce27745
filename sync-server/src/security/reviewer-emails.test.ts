// Reviewers' e-mails are for signed-in readers: a signed-out reader of the REST reads, the
// reviews pull and the live channel gets every review with an empty e-mail, whatever the read
// cache holds; residents and admins get the e-mails the spec's screens use. A device that pulled
// signed out starts its reviews over once it pulls signed in, so its own reviews are its own again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type SyncDocsPayload } from '@hostel/shared-schema';
import { VISITOR_CHECKPOINT_PREFIX } from '../domain/reviews/reviewer-privacy';
import { signedInAs, type TestUser } from '../test-support/accounts';
import { ApiClient } from '../test-support/api-client';
import { connectSocket } from '../test-support/sockets';
import { seedMeals, type SeedMeal } from '../test-support/sync-data';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let meal: SeedMeal;
let reviewer: TestUser;
let reviewId: string;
beforeAll(async () => {
  test = await startTestServer();
  [meal] = await seedMeals(test.db, 1);
  const author = await signedInAs(test);
  reviewer = author.user;
  const added = await author.client.post('/api/add-review', {
    mealId: meal!.id,
    rating: 4,
    review: 'Good dal',
  });
  expect(added.status).toBe(201);
  reviewId = added.body.insertedId as string;
});
afterAll(() => test.close());

const reads = () =>
  [
    ['/api/meal-wise-reviews', { id: meal.id }],
    [`/api/review/${reviewId}`, undefined],
    ['/api/sync/reviews/pull', { batchSize: 100 }],
  ] as const;

describe("reviewers' e-mails", () => {
  it('are left out for signed-out readers, from the database and from the cache alike', async () => {
    const visitor = test.client();
    const forged = new ApiClient(test.url);
    forged.setCookie('hm_session', 'made-up');
    for (const reader of [visitor, visitor, forged]) {
      for (const [path, query] of reads()) {
        const answer = await reader.get(path, query);
        expect(answer.status, path).toBe(200);
        expect(JSON.stringify(answer.body), path).not.toContain(reviewer.email);
      }
    }
    const { body } = await visitor.get(`/api/review/${reviewId}`);
    expect(body).toMatchObject({
      _id: reviewId,
      email: '',
      name: reviewer.name,
      review: 'Good dal',
    });
  });

  it('are there for signed-in residents and admins, after a signed-out read was cached', async () => {
    for (const [path, query] of reads()) await test.client().get(path, query);
    for (const role of ['general', 'admin'] as const) {
      const { client } = await signedInAs(test, role);
      for (const [path, query] of reads()) {
        const answer = await client.get(path, query);
        expect(JSON.stringify(answer.body), `${role} ${path}`).toContain(reviewer.email);
      }
    }
  });

  it('come back when a device that pulled signed out pulls signed in', async () => {
    const signedOut = await test.client().get('/api/sync/reviews/pull', { batchSize: 100 });
    const checkpoint = signedOut.body.checkpoint as { id: string; seq: number };
    expect(checkpoint.id.startsWith(VISITOR_CHECKPOINT_PREFIX)).toBe(true);
    // Caught up signed out: the same checkpoint answers nothing more.
    const more = await test
      .client()
      .get('/api/sync/reviews/pull', { ...checkpoint, batchSize: 100 });
    expect(more.body.documents).toEqual([]);

    const { client } = await signedInAs(test);
    const again = await client.get('/api/sync/reviews/pull', { ...checkpoint, batchSize: 100 });
    const mine = again.body.documents.find((doc: { _id: string }) => doc._id === reviewId);
    expect(mine.email).toBe(reviewer.email);
    expect(again.body.checkpoint.id.startsWith(VISITOR_CHECKPOINT_PREFIX)).toBe(false);
  });

  it('reach signed-in sockets live; visitors are told to pull', async () => {
    const resident = await signedInAs(test);
    const visitorSocket = await connectSocket(test.url);
    const residentSocket = await connectSocket(test.url, resident.client);
    // The reviews batch telling of this review: its document, or an announcement without any
    // (a batch of an earlier review, late on a loaded machine, is not the one asked about).
    const heard = (socket: typeof visitorSocket) =>
      new Promise<SyncDocsPayload>((resolve) => {
        socket.on(SOCKET_EVENTS.syncDocs, (batch: SyncDocsPayload) => {
          if (batch.collection !== 'reviews') return;
          const texts = batch.documents.map((doc) => (doc as { review?: string }).review);
          if (!batch.complete || texts.includes('Even better rice')) resolve(batch);
        });
      });
    const byVisitor = heard(visitorSocket);
    const byResident = heard(residentSocket);
    const added = await resident.client.post('/api/add-review', {
      mealId: meal.id,
      rating: 5,
      review: 'Even better rice',
    });
    expect(added.status).toBe(201);
    const [visitorBatch, residentBatch] = await Promise.all([byVisitor, byResident]);
    expect(visitorBatch.complete).toBe(false);
    expect(JSON.stringify(visitorBatch)).not.toContain(resident.user.email);
    expect(residentBatch.complete).toBe(true);
    expect(JSON.stringify(residentBatch)).toContain(resident.user.email);
    visitorSocket.disconnect();
    residentSocket.disconnect();
  });
});
