// This device's Web Push state as the profile card shows it, from what the browser offers, and
// subscribing only through the browser's permission prompt: the browser APIs are stubbed, the
// logic is the app's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushDeviceState, subscribeDevice, unsubscribeDevice } from './push-device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';
const VAPID_KEY = `B${'A'.repeat(86)}`;
/** The server's key before it changed. */
const OLD_VAPID_KEY = `B${'Q'.repeat(86)}`;

/** A base64url key's bytes, as PushSubscription.options reports them. */
function keyBytes(key: string): ArrayBuffer {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

/** A subscription, and the key it was made with as the browser reports it (when it does). */
function fakeSubscription(
  endpoint = 'https://fcm.googleapis.com/fcm/send/device',
  madeWith?: string,
) {
  return {
    endpoint,
    options: {
      applicationServerKey: madeWith ? keyBytes(madeWith) : null,
    },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with Web Push: the permission, and the subscription the push manager holds. */
function browserWithPush(
  permission: NotificationPermission,
  subscription: ReturnType<typeof fakeSubscription> | null,
  answer: NotificationPermission = permission,
) {
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => fakeSubscription()),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => answer),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return pushManager;
}

function browserWithoutPush(userAgent: string) {
  vi.stubGlobal('PushManager', undefined);
  delete (window as { PushManager?: unknown }).PushManager;
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the device state', () => {
  it('on an iPhone outside the home screen: add it to the home screen first', async () => {
    browserWithoutPush(IPHONE);
    expect(await pushDeviceState()).toBe('needs-home-screen');
  });

  it('elsewhere without Web Push: not supported', async () => {
    browserWithoutPush('Mozilla/5.0 (X11; Linux x86_64) Firefox/99.0');
    expect(await pushDeviceState()).toBe('unsupported');
  });

  it('blocked, off until asked, and on once subscribed', async () => {
    browserWithPush('denied', null);
    expect(await pushDeviceState()).toBe('blocked');
    browserWithPush('default', null);
    expect(await pushDeviceState()).toBe('off');
    browserWithPush('granted', null);
    expect(await pushDeviceState()).toBe('off');
    browserWithPush('granted', fakeSubscription());
    expect(await pushDeviceState()).toBe('on');
  });

  it("off when the subscription was made with another key than the server's", async () => {
    browserWithPush('granted', fakeSubscription(undefined, OLD_VAPID_KEY));
    expect(await pushDeviceState(VAPID_KEY)).toBe('off');
    browserWithPush('granted', fakeSubscription(undefined, VAPID_KEY));
    expect(await pushDeviceState(VAPID_KEY)).toBe('on');
    // A browser that does not say which key made it: taken as made with this one.
    browserWithPush('granted', fakeSubscription());
    expect(await pushDeviceState(VAPID_KEY)).toBe('on');
  });
});

describe('turning notifications on and off', () => {
  it('asks the browser, subscribes with the server key and hands the subscription over', async () => {
    const pushManager = browserWithPush('default', null, 'granted');
    const save = vi.fn(async () => ({ subscribed: true }));
    expect(await subscribeDevice(VAPID_KEY, save)).toBe('on');
    const [[options]] = pushManager.subscribe.mock.calls as unknown as [
      [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }],
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(save).toHaveBeenCalledWith({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('a refused prompt subscribes nothing', async () => {
    const pushManager = browserWithPush('default', null, 'denied');
    const save = vi.fn();
    expect(await subscribeDevice(VAPID_KEY, save)).toBe('blocked');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('a subscription the server did not keep is dropped on the device too', async () => {
    const existing = fakeSubscription();
    browserWithPush('granted', existing);
    const save = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(subscribeDevice(VAPID_KEY, save)).rejects.toThrow('offline');
    expect(existing.unsubscribe).toHaveBeenCalled();
  });

  it("replaces a subscription made with the server's old key", async () => {
    const stale = fakeSubscription('https://fcm.googleapis.com/fcm/send/stale', OLD_VAPID_KEY);
    const pushManager = browserWithPush('granted', stale);
    const save = vi.fn(async () => ({ subscribed: true }));
    const forget = vi.fn(async () => ({ acknowledged: true, deletedCount: 1 }));
    expect(await subscribeDevice(VAPID_KEY, save, forget)).toBe('on');
    expect(forget).toHaveBeenCalledWith('https://fcm.googleapis.com/fcm/send/stale');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/device' }),
    );
  });

  it('keeps a subscription made with the same key', async () => {
    const current = fakeSubscription(undefined, VAPID_KEY);
    const pushManager = browserWithPush('granted', current);
    const save = vi.fn(async () => ({ subscribed: true }));
    const forget = vi.fn();
    expect(await subscribeDevice(VAPID_KEY, save, forget)).toBe('on');
    expect(forget).not.toHaveBeenCalled();
    expect(current.unsubscribe).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('turning off tells the server, then unsubscribes the device', async () => {
    const existing = fakeSubscription();
    browserWithPush('granted', existing);
    const forget = vi.fn(async () => ({ acknowledged: true, deletedCount: 1 }));
    await unsubscribeDevice(forget);
    expect(forget).toHaveBeenCalledWith(existing.endpoint);
    expect(existing.unsubscribe).toHaveBeenCalled();
  });
});
