// Web Push subscriptions and settings through the real path: a real server (SQLite here,
// PostgreSQL in the node-pg project) sends with web-push to a local fake push service that
// decrypts each payload with the test subscription's own keys. The VAPID keys stay the same
// across restarts; bad input is a 400 naming the field; 410 prunes; a subscription ends with the
// sign-in that made it. The moments themselves: push-moments.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '@hostel/shared-schema';
import { SUBSCRIPTIONS_PER_USER } from '../domain/push/push-subscriptions';
import type { PushNotifier } from '../push/push-notifier';
import { signedInAs, signedInClient } from '../test-support/accounts';
import type { FakePushService } from '../test-support/fake-push-service';
import { startPushWorld, type PushWorld } from '../test-support/push-world';
import { SettableClock } from '../test-support/settable-clock';
import { startTestServer, type TestServer } from '../test-support/test-server';

const clock = new SettableClock(Date.parse('2026-11-23T10:00:00Z'));
let world: PushWorld;
let fake: FakePushService;
let test: TestServer;
let push: PushNotifier;
const subscribedResident = (settings: Partial<PushSettings> = {}) =>
  world.subscribedResident(settings);

beforeAll(async () => {
  world = await startPushWorld(clock);
  ({ fake, test, push } = world);
});
afterAll(() => world.close());

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
