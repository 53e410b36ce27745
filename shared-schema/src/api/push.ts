// Web Push: the resident's notification settings (one switch per moment), a device's
// subscription as the browser's PushSubscription.toJSON() gives it, and the notice a push
// carries. The notice holds only what the notification shows and the screen a click opens:
// the payload is encrypted anyway, but it stays small and free of anything private.
import { z } from 'zod';

/** The moments a resident can be told about, each a setting of their own. */
export const PUSH_MOMENTS = [
  'served',
  'chatAnswer',
  'likedPublished',
  'menuChanged',
  'refusedWrite',
  'cutoffReminder',
] as const;
export type PushMoment = (typeof PUSH_MOMENTS)[number];

/** How each moment reads on the profile page's switches. */
export const PUSH_MOMENT_LABELS: Record<PushMoment, string> = {
  served: 'My requested meal is served',
  chatAnswer: 'The kitchen answers my message',
  likedPublished: 'A meal I liked is published',
  menuChanged: "Tomorrow's menu changes",
  refusedWrite: 'A change I made offline is refused',
  cutoffReminder: "Reminder before tomorrow's skip cut-off",
};

export const pushSettingsSchema = z
  .object(
    Object.fromEntries(PUSH_MOMENTS.map((moment) => [moment, z.boolean()])) as {
      [K in PushMoment]: z.ZodBoolean;
    },
  )
  .strict();
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** Every moment is on until the resident turns it off, except the reminder they ask for. */
export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  served: true,
  chatAnswer: true,
  likedPublished: true,
  menuChanged: true,
  refusedWrite: true,
  cutoffReminder: false,
};

/** base64url without padding, of exactly `bytes` bytes. */
const base64urlOf = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3), `must be ${bytes} bytes in base64url`)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** PushSubscription.toJSON(): the push service's URL and the keys that encrypt for it. */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2048),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        /** The device's P-256 public key, uncompressed (65 bytes). */
        p256dh: base64urlOf(65),
        /** The shared authentication secret (16 bytes). */
        auth: base64urlOf(16),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z
  .object({ endpoint: z.string().min(1).max(2048) })
  .strict();

export const pushSubscribedResponseSchema = z.object({ subscribed: z.literal(true) }).strict();

/** GET /public-config's `push`: the server's VAPID public key (base64url, 65 bytes). */
export const pushPublicConfigSchema = z.object({ vapidPublicKey: z.string().min(1) }).strict();

/** What one push carries: the notification's text, the screen a click opens, a grouping tag. */
export const pushNoticeSchema = z
  .object({
    title: z.string().min(1).max(120),
    body: z.string().max(400),
    /** A path of the PWA, opened on click. */
    url: z.string().startsWith('/').max(300),
    /** A later notice with the same tag replaces the earlier one on the device. */
    tag: z.string().min(1).max(100),
  })
  .strict();
export type PushNotice = z.infer<typeof pushNoticeSchema>;

export const PUSH_PATHS = {
  settings: '/push/settings',
  subscribe: '/push/subscribe',
  unsubscribe: '/push/unsubscribe',
} as const;
