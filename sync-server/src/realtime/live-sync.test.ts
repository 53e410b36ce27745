// The live channel on the real server: changed documents go out as 'sync:docs', public ones to
// every socket (visitors included), owner-only ones (likes, requested meals) only to their
// owner's sockets — a resident never hears another's likes or requests, even when several
// owners' changes fall into one coalesced batch — and servings to admins only. Sequence numbers come with the documents.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { servingId, type SyncDocsPayload } from '@hostel/shared-schema';
import { insertMeal } from '../test-support/request-fixtures';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { seedMeals } from '../test-support/sync-data';
import { socketsOf } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
const sockets = socketsOf(() => test.url);
const socketFor = (client?: ApiClient) => sockets.open(client);

beforeAll(async () => {
  test = await startTestServer();
});
afterEach(() => sockets.closeAll());
afterAll(() => test.close());

/** Every 'sync:docs' a socket hears. */
function heard(socket: Socket): SyncDocsPayload[] {
  const batches: SyncDocsPayload[] = [];
  socket.on('sync:docs', (batch: SyncDocsPayload) => batches.push(batch));
  return batches;
}

/** Polls until the condition holds (no fixed sleeps). */
async function until(condition: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const docsOf = (batches: SyncDocsPayload[], collection: string) =>
  batches.filter((batch) => batch.collection === collection).flatMap((batch) => batch.documents);

/** After a last public change everyone hears: whatever was to arrive has arrived. */
async function fence(sockets: Socket[], logs: SyncDocsPayload[][]): Promise<void> {
  const [meal] = await seedMeals(test.db, 1, { titlePrefix: 'Fence' });
  test.server.app.deps.events.emit('synced-change', { collections: ['meals'] });
  await until(
    () => logs.every((log) => docsOf(log, 'meals').some((doc) => doc._id === meal.id)),
    'the fence meal on every socket',
  );
  expect(sockets.length).toBe(logs.length);
}

describe('live documents', () => {
  it('sends a like to its owner only, and the meal’s new count to everybody', async () => {
    const owner = await signedInAs(test);
    const other = await signedInAs(test);
    const admin = await signedInAs(test, 'admin');
    const sockets = [
      await socketFor(owner.client),
      await socketFor(owner.client),
      await socketFor(other.client),
      await socketFor(admin.client),
      await socketFor(),
    ];
    const logs = sockets.map(heard);
    const mealId = await insertMeal(test.db);

    const response = await owner.client.put('/api/inc-like', {
      id: mealId,
      email: owner.user.email,
    });
    expect(response.status).toBe(200);
    await until(() => logs.every((log) => docsOf(log, 'meals').length > 0), 'the meal batches');
    for (const log of logs) {
      expect(docsOf(log, 'meals')).toEqual([expect.objectContaining({ _id: mealId, likes: 1 })]);
      const batch = log.find((entry) => entry.collection === 'meals')!;
      expect(batch.seqs).toEqual([expect.any(Number)]);
      expect(batch.complete).toBe(true);
    }
    await until(() => docsOf(logs[1], 'likes').length > 0, 'the like on the second tab');
    await fence(sockets, logs);
    for (const ownerLog of logs.slice(0, 2)) {
      expect(docsOf(ownerLog, 'likes')).toEqual([
        expect.objectContaining({ targetId: mealId, email: owner.user.email, liked: true }),
      ]);
    }
    for (const log of logs.slice(2)) expect(docsOf(log, 'likes')).toEqual([]);
  });

  it('never sends one resident the likes or requests of another, in a shared batch', async () => {
    const residents = await Promise.all(
      [0, 1, 2, 3].map(() => signedInAs(test, 'general', { badge: 'x-gold' })),
    );
    const sockets = await Promise.all(residents.map((resident) => socketFor(resident.client)));
    const visitor = await socketFor();
    const logs = [...sockets, visitor].map(heard);
    const mealIds = await Promise.all([0, 1, 2].map(() => insertMeal(test.db)));

    // Everyone at once, so the writes fall into the same coalescing windows.
    await Promise.all(
      residents.flatMap((resident) => [
        ...mealIds.map((id) =>
          resident.client.put('/api/inc-like', { id, email: resident.user.email }),
        ),
        resident.client.post('/api/add-requested-meal', {
          email: resident.user.email,
          mealId: mealIds[0],
        }),
      ]),
    );
    await until(
      () =>
        residents.every(
          (_, i) =>
            docsOf(logs[i], 'likes').length >= 3 && docsOf(logs[i], 'requested-meals').length >= 1,
        ),
      'each resident’s own likes and request',
    );
    await fence([...sockets, visitor], logs);
    residents.forEach((resident, i) => {
      const own = [...docsOf(logs[i], 'likes'), ...docsOf(logs[i], 'requested-meals')];
      expect(own.map((doc) => doc.email)).toEqual(own.map(() => resident.user.email));
    });
    const visitorLog = logs.at(-1)!;
    expect(docsOf(visitorLog, 'likes')).toEqual([]);
    expect(docsOf(visitorLog, 'requested-meals')).toEqual([]);
    // The meals' counts are public: the visitor sees them reach 4.
    const lastCounts = new Map(docsOf(visitorLog, 'meals').map((doc) => [doc._id, doc.likes]));
    for (const id of mealIds) expect(lastCounts.get(id)).toBe(4);
  });

  it("sends a counter's serving to admins only, with a notice for the Kitchen page", async () => {
    const resident = await signedInAs(test);
    const admin = await signedInAs(test, 'admin');
    const counter = await signedInAs(test, 'admin');
    const sockets = [
      await socketFor(admin.client),
      await socketFor(resident.client),
      await socketFor(),
    ];
    const logs = sockets.map(heard);
    const notices: unknown[] = [];
    sockets[0].on('sync:changed', (payload: unknown) => notices.push(payload));
    const date = new Date().toISOString().slice(0, 10);
    const doc = {
      _id: servingId(date, 'lunch', resident.user.id, 'live'),
      counterId: 'live',
      residentId: resident.user.id,
      date,
      slot: 'lunch',
      scannedAt: Date.now(),
      clockOffset: 0,
      duplicate: false,
      _deleted: false,
    };
    const pushed = await counter.client.post('/api/sync/servings/push', [
      { newDocumentState: doc },
    ]);
    expect(pushed.body).toEqual([]);
    await until(() => docsOf(logs[0], 'servings').length > 0, "the admin's serving");
    expect(docsOf(logs[0], 'servings')).toEqual([doc]);
    await until(() => notices.length > 0, "the Kitchen page's notice");
    expect(notices).toContainEqual({ collections: ['servings'] });
    await fence(sockets, logs);
    expect(docsOf(logs[1], 'servings')).toEqual([]);
    expect(docsOf(logs[2], 'servings')).toEqual([]);
  });

  it('coalesces changes into one batch in sequence order, and announces a batch too large', async () => {
    const socket = await socketFor();
    const log = heard(socket);
    const events = test.server.app.deps.events;
    const few = await seedMeals(test.db, 5, { titlePrefix: 'Few' });
    events.emit('synced-change', { collections: ['meals'] });
    events.emit('synced-change', { collections: ['meals'] });
    await until(() => docsOf(log, 'meals').length >= 5, 'five meals');
    const [batch] = log;
    expect(batch.documents.map((doc) => doc._id)).toEqual(few.map((meal) => meal.id));
    expect([...batch.seqs].sort((a, b) => a - b)).toEqual(batch.seqs);

    log.length = 0;
    await seedMeals(test.db, 600, { titlePrefix: 'Many' });
    events.emit('synced-change', { collections: ['meals'] });
    await until(() => log.length > 0, 'the announcement');
    expect(log).toEqual([{ collection: 'meals', documents: [], seqs: [], complete: false }]);
  });
});
