// The push moments through the real path: each one sent by the real server with web-push to a
// local fake push service that decrypts it with the test subscription's keys and verifies the
// VAPID header; each reaches the residents whose switch is on. The server's clock is set by the
// test (tomorrow's menu, a late skip, the cut-off reminder).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { skipId, type PushSettings } from '@hostel/shared-schema';
import { writeTransaction } from '../db/write-transaction';
import { insertLikeRow } from '../domain/likes/like-rows';
import { sendDueCutoffReminder } from '../push/cutoff-reminders';
import type { PushNotifier } from '../push/push-notifier';
import type { ApiClient } from '../test-support/api-client';
import type { FakePushService } from '../test-support/fake-push-service';
import { addMealVia } from '../test-support/meal-fixtures';
import { PUSH_SUBJECT, startPushWorld, type PushWorld } from '../test-support/push-world';
import { insertMeal } from '../test-support/request-fixtures';
import { SettableClock } from '../test-support/settable-clock';
import { connectSocket } from '../test-support/sockets';
import type { TestServer } from '../test-support/test-server';

// Mon 23 Nov 2026, 16:00 in Dhaka: tomorrow is Tue 24 Nov.
const clock = new SettableClock(Date.parse('2026-11-23T10:00:00Z'));
let world: PushWorld;
let fake: FakePushService;
let test: TestServer;
let push: PushNotifier;
let admin: ApiClient;
const subscribedResident = (settings: Partial<PushSettings> = {}) =>
  world.subscribedResident(settings);

beforeAll(async () => {
  world = await startPushWorld(clock);
  ({ fake, test, push, admin } = world);
});
afterAll(() => world.close());

const pushCount = async () => {
  await push.idle();
  return fake.received.length;
};

describe('a requested meal served', () => {
  it('reaches the device encrypted for its keys, with a VAPID header for the service', async () => {
    const resident = await subscribedResident();
    const mealId = await insertMeal(test.db, { title: 'Beef Tehari' });
    const requested = await resident.client.post('/api/add-requested-meal', {
      email: resident.user.email,
      mealId,
    });
    expect(requested.status).toBe(201);
    const served = await admin.patch(`/api/update-requested-meal/${requested.body.insertedId}`);
    expect(served.status).toBe(200);
    await push.idle();
    expect(resident.pushesTo()).toHaveLength(1);
    const [received] = resident.pushesTo();
    expect(received.payload).toEqual({
      title: 'Your requested meal is served',
      body: 'Beef Tehari is ready for you.',
      url: '/dashboard/requested-meals',
      tag: `served:${requested.body.insertedId}`,
    });
    const publicKey = (await test.client().get('/api/public-config')).body.push.vapidPublicKey;
    expect(received.vapid.publicKey).toBe(publicKey);
    expect(received.vapid.claims).toMatchObject({ aud: fake.origin, sub: PUSH_SUBJECT });
    expect(received.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    expect(fake.invalid).toEqual([]);
  });

  it('is not sent to a resident who turned it off', async () => {
    const resident = await subscribedResident({ served: false });
    const mealId = await insertMeal(test.db);
    const requested = await resident.client.post('/api/add-requested-meal', {
      email: resident.user.email,
      mealId,
    });
    await admin.patch(`/api/update-requested-meal/${requested.body.insertedId}`);
    await push.idle();
    expect(resident.pushesTo()).toEqual([]);
  });
});
describe('the other moments', () => {
  it('a published meal reaches the residents who liked it', async () => {
    const liker = await subscribedResident();
    const bystander = await subscribedResident();
    const upcomingId = await addMealVia(admin, { mealTitle: 'Shorshe Ilish' }, true);
    const likers = [liker.user.email, ...Array.from({ length: 9 }, (_, i) => `l${i}@x.test`)];
    await writeTransaction(test.db, async (trx) => {
      for (const email of likers) {
        await insertLikeRow(trx, { target: 'upcoming', targetId: upcomingId, email, at: 1 });
      }
    });
    expect((await admin.post(`/api/from-upcoming-to-meals/${upcomingId}`)).status).toBe(200);
    await push.idle();
    expect(liker.pushesTo()).toHaveLength(1);
    expect(liker.pushesTo()[0].payload).toEqual({
      title: 'A meal you liked is published',
      body: 'Shorshe Ilish is now on the meals list.',
      url: `/meal/${upcomingId}`,
      tag: `published:${upcomingId}`,
    });
    await push.idle();
    expect(bystander.pushesTo()).toEqual([]);
  });

  it("tomorrow's menu changed after it was first published, not when first set", async () => {
    const resident = await subscribedResident();
    const muted = await subscribedResident({ menuChanged: false });
    const [first, second] = [await insertMeal(test.db), await insertMeal(test.db)];
    const before = await pushCount();
    await admin.put('/api/menu/2026-11-24/dinner', { mealIds: [first] });
    await admin.put('/api/menu/2026-11-30/dinner', { mealIds: [first] });
    await admin.put('/api/menu/2026-11-30/dinner', { mealIds: [second] }); // not tomorrow
    expect(await pushCount()).toBe(before);
    await admin.put('/api/menu/2026-11-24/dinner', { mealIds: [first, second] });
    await push.idle();
    expect(resident.pushesTo()).toHaveLength(1);
    expect(resident.pushesTo()[0].payload).toEqual({
      title: "Tomorrow's menu changed",
      body: 'See what is served on Tue 24 Nov.',
      url: '/menu?day=2026-11-24',
      tag: 'menu:2026-11-24',
    });
    await push.idle();
    expect(muted.pushesTo()).toEqual([]);
  });

  it('an offline write refused when it reached the server, with the reason', async () => {
    const resident = await subscribedResident();
    clock.set('2026-11-25T03:00:00Z'); // Wed 25 Nov 09:00 in Dhaka: lunch's cut-off
    try {
      const doc = {
        _id: skipId('2026-11-25', 'lunch', resident.user.email),
        date: '2026-11-25',
        slot: 'lunch',
        email: resident.user.email,
        skipped: true,
        _deleted: false,
      };
      const answer = await resident.client.post('/api/sync/skips/push', [
        { newDocumentState: doc },
      ]);
      expect(answer.status).toBe(200);
      await push.idle();
      expect(resident.pushesTo()).toHaveLength(1);
      expect(resident.pushesTo()[0].payload).toEqual({
        title: 'A change you made offline was refused',
        body: 'Too late to skip lunch on Wed 25 Nov: the cut-off was 09:00',
        url: '/dashboard/my-skips',
        tag: 'refused',
      });
    } finally {
      clock.set('2026-11-23T10:00:00Z');
    }
  });

  it('the kitchen’s chat answer reaches a resident with no open socket only', async () => {
    const resident = await subscribedResident();
    const conversation = await resident.client.post('/api/conversation', {
      userId: resident.user.id,
    });
    const answer = (text: string) =>
      admin.post('/api/send-message', {
        conversationId: conversation.body._id,
        sender: 'admin',
        receiver: resident.user.email,
        text,
      });
    const socket = await connectSocket(test.url, resident.client);
    const room = () => test.server.io.in(`user:${resident.user.email}`).fetchSockets();
    try {
      await vi.waitFor(async () => expect(await room()).toHaveLength(1));
      expect((await answer('While you look')).status).toBe(201);
    } finally {
      socket.close();
    }
    await vi.waitFor(async () => expect(await room()).toHaveLength(0));
    await push.idle();
    // The first answer found the socket open: nothing was sent for it.
    expect(resident.pushesTo()).toEqual([]);
    expect((await answer('Your plate is ready')).status).toBe(201);
    // The socket check runs after the answer: wait for the send it starts.
    await vi.waitFor(
      async () => {
        await push.idle();
        expect(resident.pushesTo()).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    expect(resident.pushesTo()[0].payload).toEqual({
      title: 'The kitchen answered',
      body: 'Open the chat to read the answer.',
      url: '/dashboard/user-chat',
      tag: 'chat',
    });
  });

  it('the cut-off reminder goes once, an hour before, to residents who asked', async () => {
    const asked = await subscribedResident({ cutoffReminder: true });
    const silent = await subscribedResident();
    clock.set('2026-11-26T14:59:00Z'); // Thu 20:59 in Dhaka: Fri's breakfast cut-off is 22:00
    try {
      expect(await sendDueCutoffReminder(test.db, clock, push)).toBeUndefined();
      clock.set('2026-11-26T15:30:00Z'); // 21:30
      expect(await sendDueCutoffReminder(test.db, clock, push)).toMatchObject({ sent: 1 });
      expect(asked.pushesTo().map((p) => p.payload)).toEqual([
        {
          title: 'Skipping a meal on Fri 27 Nov?',
          body: 'Tell the kitchen in time: the breakfast cut-off is 22:00 the day before.',
          url: '/menu?day=2026-11-27',
          tag: 'cutoff:2026-11-27',
        },
      ]);
      expect(silent.pushesTo()).toEqual([]);
      clock.set('2026-11-26T15:45:00Z');
      expect(await sendDueCutoffReminder(test.db, clock, push)).toBeUndefined();
      expect(asked.pushesTo()).toHaveLength(1);
    } finally {
      clock.set('2026-11-23T10:00:00Z');
    }
  });
});
