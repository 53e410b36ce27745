// Web Push through the real path: a real server (SQLite here, PostgreSQL in the node-pg project)
// sends with web-push to a local fake push service that decrypts each payload with the test
// subscription's own keys and verifies the VAPID header. Each moment reaches the residents whose
// switch is on; 410 prunes; a subscription ends with the sign-in that made it; bad input is a
// 400 naming the field. The server's clock is set by the test (menu and reminder days).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUSH_SETTINGS, skipId, type PushSettings } from '@hostel/shared-schema';
import { writeTransaction } from '../db/write-transaction';
import { insertLikeRow } from '../domain/likes/like-rows';
import { sendDueCutoffReminder } from '../push/cutoff-reminders';
import type { PushNotifier } from '../push/push-notifier';
import { SUBSCRIPTIONS_PER_USER } from '../domain/push/push-subscriptions';
import { signedInAs, signedInClient } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startFakePushService, type FakePushService } from '../test-support/fake-push-service';
import { addMealVia } from '../test-support/meal-fixtures';
import { insertMeal } from '../test-support/request-fixtures';
import { SettableClock } from '../test-support/settable-clock';
import { connectSocket } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Mon 23 Nov 2026, 16:00 in Dhaka: tomorrow is Tue 24 Nov.
const clock = new SettableClock(Date.parse('2026-11-23T10:00:00Z'));
const SUBJECT = 'mailto:kitchen@hostel.test';
let fake: FakePushService;
let test: TestServer;
let push: PushNotifier;
let admin: ApiClient;

beforeAll(async () => {
  fake = await startFakePushService();
  test = await startTestServer(
    { PUSH_SERVICE_ORIGINS: fake.origin, PUSH_SERVICE_CA: fake.caFile, VAPID_SUBJECT: SUBJECT },
    { clock },
  );
  push = test.server.app.deps.push!;
  admin = (await signedInAs(test, 'admin')).client;
});
afterAll(async () => {
  await test.close();
  await fake.close();
});

/** A resident with a package, signed in, whose device subscribed (with these settings). */
async function subscribedResident(settings: Partial<PushSettings> = {}) {
  const { user, client } = await signedInAs(test, 'general', { badge: 'x-gold', package: 'gold' });
  const subscription = fake.subscription();
  const answer = await client.post('/api/push/subscribe', subscription);
  expect(answer).toMatchObject({ status: 201, body: { subscribed: true } });
  if (Object.keys(settings).length > 0) {
    const saved = await client.put('/api/push/settings', { ...DEFAULT_PUSH_SETTINGS, ...settings });
    expect(saved.status).toBe(200);
  }
  const id = subscription.endpoint.slice(subscription.endpoint.lastIndexOf('/') + 1);
  return { user, client, subscription, pushesTo: () => fake.received.filter((p) => p.id === id) };
}

const pushCount = async () => {
  await push.idle();
  return fake.received.length;
};

describe('keys and subscriptions', () => {
  it('serves the VAPID public key, the same after a restart on the same data', async () => {
    const first = await test.client().get('/api/public-config');
    expect(Buffer.from(first.body.push.vapidPublicKey, 'base64url')).toHaveLength(65);
    // Generated once: a restart on the same data (DATA_DIR, or the same PostgreSQL database)
    // serves the same key, so the devices' subscriptions stay valid.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-push-keys-'));
    const keyOf = async () => {
      const server = await startTestServer({ DATA_DIR: dataDir });
      try {
        return (await server.client().get('/api/public-config')).body.push.vapidPublicKey;
      } finally {
        await server.close();
      }
    };
    try {
      const key = await keyOf();
      expect(await keyOf()).toBe(key);
      expect(key).not.toBe(first.body.push.vapidPublicKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes the keys from the environment when given', async () => {
    const keys = webpush.generateVAPIDKeys();
    const server = await startTestServer({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const answer = await server.client().get('/api/public-config');
      expect(answer.body.push).toEqual({ vapidPublicKey: keys.publicKey });
    } finally {
      await server.close();
    }
  });

  it('refuses bad subscriptions with the field named, and visitors with 401', async () => {
    const { client } = await signedInAs(test, 'general');
    const good = fake.subscription();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'https://evil.example/collect' }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: '!'.repeat(22) } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const answer = await client.post('/api/push/subscribe', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.field).toBe(field);
    }
    const bad = await client.put('/api/push/settings', { ...DEFAULT_PUSH_SETTINGS, served: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'served' } } });
    expect((await test.client().post('/api/push/subscribe', good)).status).toBe(401);
    expect((await test.client().get('/api/push/settings')).status).toBe(401);
    const rows = await test.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows.map((row) => row.endpoint)).not.toContain(good.endpoint);
  });

  it('reads and saves the settings: every moment on but the reminder, until changed', async () => {
    const { client } = await signedInAs(test, 'general');
    expect((await client.get('/api/push/settings')).body).toEqual(DEFAULT_PUSH_SETTINGS);
    expect(DEFAULT_PUSH_SETTINGS.cutoffReminder).toBe(false);
    const changed = { ...DEFAULT_PUSH_SETTINGS, chatAnswer: false, cutoffReminder: true };
    expect((await client.put('/api/push/settings', changed)).body).toEqual(changed);
    expect((await client.get('/api/push/settings')).body).toEqual(changed);
  });
});

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
    expect(received.vapid.claims).toMatchObject({ aud: fake.origin, sub: SUBJECT });
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

describe('pruning and the end of a sign-in', () => {
  it('a subscription the push service answers 410 for is removed', async () => {
    const resident = await subscribedResident();
    fake.answerWith(resident.subscription.endpoint, 410);
    const report = await push.send([resident.user.email], 'served', {
      title: 't',
      body: 'b',
      url: '/',
      tag: 't',
    });
    expect(report).toEqual({ sent: 0, pruned: 1, failed: 0 });
    const left = await test.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('endpoint', '=', resident.subscription.endpoint)
      .execute();
    expect(left).toEqual([]);
    const again = await push.send([resident.user.email], 'served', {
      title: 't',
      body: 'b',
      url: '/',
      tag: 't',
    });
    expect(again).toEqual({ sent: 0, pruned: 0, failed: 0 });
  });

  it('signing out ends the device subscription: the next person gets nothing of it', async () => {
    const resident = await subscribedResident();
    const notice = { title: 't', body: 'b', url: '/', tag: 't' };
    expect(await push.send([resident.user.email], 'served', notice)).toMatchObject({ sent: 1 });
    expect((await resident.client.post('/api/remove-jwt', {})).status).toBe(200);
    expect(await push.send([resident.user.email], 'served', notice)).toMatchObject({ sent: 0 });
    const left = await test.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_email', '=', resident.user.email)
      .execute();
    expect(left).toEqual([]);
  });

  it("another device's sign-out everywhere ends this device's subscription", async () => {
    const resident = await subscribedResident();
    const elsewhere = await signedInClient(test, resident.user);
    expect((await elsewhere.post('/api/auth/sign-out-everywhere', {})).status).toBe(200);
    const notice = { title: 't', body: 'b', url: '/', tag: 't' };
    expect(await push.send([resident.user.email], 'served', notice)).toMatchObject({ sent: 0 });
  });

  it('keeps the newest devices of a resident only', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const endpoints: string[] = [];
    for (let index = 0; index <= SUBSCRIPTIONS_PER_USER; index += 1) {
      clock.set(Date.parse('2026-11-23T10:00:00Z') + index);
      const subscription = fake.subscription();
      endpoints.push(subscription.endpoint);
      expect((await client.post('/api/push/subscribe', subscription)).status).toBe(201);
    }
    clock.set('2026-11-23T10:00:00Z');
    const kept = await test.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_email', '=', user.email)
      .execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it('unsubscribing removes only the caller’s own subscription', async () => {
    const resident = await subscribedResident();
    const stranger = await signedInAs(test, 'general');
    const endpoint = resident.subscription.endpoint;
    expect((await stranger.client.post('/api/push/unsubscribe', { endpoint })).body).toEqual({
      acknowledged: true,
      deletedCount: 0,
    });
    expect((await resident.client.post('/api/push/unsubscribe', { endpoint })).body).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
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
