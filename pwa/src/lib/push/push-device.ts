// This device and Web Push, as the browser sees it: whether it can receive pushes at all,
// whether the resident blocked them, whether this device is subscribed; and subscribing (after
// the resident asked, never on a first visit) or unsubscribing. The server keeps a subscription
// only while the sign-in that made it lives; signing out also unsubscribes here, so the next
// person on a shared phone starts with notifications off.
import type { PushSubscriptionBody } from '@hostel/shared-schema';

export type PushDeviceState =
  /** This browser has no Web Push (an old browser, or a private window). */
  | 'unsupported'
  /** iPhone or iPad in Safari: Web Push works only for the app added to the home screen. */
  | 'needs-home-screen'
  /** The resident (or the browser's settings) refused notifications for this site. */
  | 'blocked'
  | 'off'
  | 'on';

function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS asks for the desktop site: it says Macintosh, but has a touch screen.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isHomeScreenApp(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function pushAvailable(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/**
 * Whether the subscription was made with the server's key (a subscription does not say which key
 * made it in every browser: then it is taken as made with this one). After the server's keys
 * change (a restore without its key file, new VAPID variables), the push service refuses what
 * the server sends to a subscription made with the old key.
 */
function madeWithKey(subscription: PushSubscription, vapidPublicKey: string): boolean {
  const made = subscription.options?.applicationServerKey;
  if (!made) return true;
  const current = base64urlToBytes(vapidPublicKey);
  const madeBytes = new Uint8Array(made);
  return madeBytes.length === current.length && madeBytes.every((byte, at) => byte === current[at]);
}

/**
 * This device's state. With the server's key, a subscription made with another key counts as
 * off: notifications no longer reach it, and turning them on again replaces it.
 */
export async function pushDeviceState(vapidPublicKey?: string): Promise<PushDeviceState> {
  if (!pushAvailable()) {
    return isAppleMobile() && !isHomeScreenApp() ? 'needs-home-screen' : 'unsupported';
  }
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  return vapidPublicKey === undefined || madeWithKey(subscription, vapidPublicKey) ? 'on' : 'off';
}

/** PushSubscription.toJSON() in the shape the server checks. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser for permission (the resident pressed the button), subscribes with the
 * server's VAPID key and hands the subscription to `save`; answers the state it ends in. A
 * subscription made with another key is replaced, and `forget` tells the server of the old one.
 */
export async function subscribeDevice(
  vapidPublicKey: string,
  save: (subscription: PushSubscriptionBody) => Promise<unknown>,
  forget?: (endpoint: string) => Promise<unknown>,
): Promise<PushDeviceState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const ready = await navigator.serviceWorker.ready;
  let subscription = await ready.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, vapidPublicKey)) {
    // Made with the server's old key: the push service would refuse every push to it.
    await dropSubscription(subscription, forget);
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(vapidPublicKey),
  });
  try {
    await save(subscriptionBody(subscription));
  } catch (error) {
    // The server did not keep it: the device must not look subscribed.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** `forget` tells the server (its answer does not matter here), then the device drops it. */
async function dropSubscription(
  subscription: PushSubscription,
  forget?: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  await forget?.(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => undefined);
}

/** Unsubscribes this device; `forget` tells the server. */
export async function unsubscribeDevice(
  forget?: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (subscription) await dropSubscription(subscription, forget);
}
