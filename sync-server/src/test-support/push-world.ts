// A server that sends Web Push to a local fake push service (fake-push-service.ts), with a
// settable clock, a signed-in admin, and residents whose device subscribed: what the push tests
// share. `pushesTo()` lists what the fake received (decrypted) for that resident's device.
import { expect } from 'vitest';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '@hostel/shared-schema';
import type { PushNotifier } from '../push/push-notifier';
import { signedInAs } from './accounts';
import type { ApiClient } from './api-client';
import { startFakePushService, type FakePushService } from './fake-push-service';
import type { SettableClock } from './settable-clock';
import { startTestServer, type TestServer } from './test-server';

export const PUSH_SUBJECT = 'mailto:kitchen@hostel.test';

export type PushWorld = {
  fake: FakePushService;
  test: TestServer;
  push: PushNotifier;
  admin: ApiClient;
  subscribedResident: (settings?: Partial<PushSettings>) => ReturnType<typeof residentOf>;
  close: () => Promise<void>;
};

async function residentOf(
  world: Pick<PushWorld, 'fake' | 'test'>,
  settings: Partial<PushSettings>,
) {
  const { fake, test } = world;
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

export async function startPushWorld(clock: SettableClock): Promise<PushWorld> {
  const fake = await startFakePushService();
  const test = await startTestServer(
    {
      PUSH_SERVICE_ORIGINS: fake.origin,
      PUSH_SERVICE_CA: fake.caFile,
      VAPID_SUBJECT: PUSH_SUBJECT,
    },
    { clock },
  );
  return {
    fake,
    test,
    push: test.server.app.deps.push!,
    admin: (await signedInAs(test, 'admin')).client,
    subscribedResident: (settings = {}) => residentOf({ fake, test }, settings),
    close: async () => {
      await test.close();
      await fake.close();
    },
  };
}
