// The real providers' public side (README "Real providers"): what the PWA learns at run time
// from GET /public-config — which card and identity providers are on, with the keys that are
// public by design (Stripe's publishable key, Firebase's web config, the VAPID public key) — and
// Stripe's webhook.
import { z } from 'zod';
import { PASSWORD_RESET_MODES } from './password-reset';
import { pushPublicConfigSchema } from './push';

/** Stripe's webhook under /api; its body is verified raw, never parsed as ours. */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';
export const PUBLIC_CONFIG_PATH = '/public-config';

export const firebaseWebConfigSchema = z
  .object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    appId: z.string().min(1).optional(),
  })
  .strict();
export type FirebaseWebConfigDto = z.infer<typeof firebaseWebConfigSchema>;

/** GET /public-config: nothing secret, the same for every visitor. */
export const publicConfigSchema = z
  .object({
    payments: z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('test') }).strict(),
      z.object({ provider: z.literal('stripe'), publishableKey: z.string().min(1) }).strict(),
    ]),
    identity: z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('embedded') }).strict(),
      z
        .object({
          provider: z.literal('firebase'),
          firebase: firebaseWebConfigSchema,
          /** Set only in the server's explicit emulator mode (tests). */
          emulatorUrl: z.string().min(1).optional(),
        })
        .strict(),
    ]),
    /** How a forgotten password is reset: by e-mail, by a link an admin issues, or Firebase. */
    passwordReset: z.enum(PASSWORD_RESET_MODES),
    /** Web Push: the key the PWA subscribes with (applicationServerKey); absent when the
     * server sends no pushes. */
    push: pushPublicConfigSchema.optional(),
  })
  .strict();
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** POST /stripe/webhook: 200 once the event is handled (or was, for a replay). */
export const stripeWebhookResponseSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .strict();
/** The raw event as Stripe sends it (verified by signature, not by this schema). */
export const stripeWebhookBodySchema = z.object({ id: z.string(), type: z.string() });
