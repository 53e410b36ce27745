// The real providers' settings (README "Real providers"): Stripe, Firebase Auth and the image
// host. Read from the environment with config.ts and checked together, so a half-configured
// provider stops the start with a message naming what is missing. Nothing here is on by default.
import { z } from 'zod';

const STRIPE_DEFAULT_CURRENCY = 'bdt';

export const providerEnvSchema = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key (pk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, 'must be a lower-case ISO currency code like bdt')
    .default(STRIPE_DEFAULT_CURRENCY),
  /** Another Stripe-compatible API (stripe-mock, a test fake): http(s)://host:port. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
    .optional(),
  FIREBASE_API_KEY: z.string().min(10).max(200).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(3).max(200).optional(),
  FIREBASE_APP_ID: z.string().min(3).max(200).optional(),
  /** host:port of the Firebase Auth emulator: tokens are then trusted unsigned (tests only). */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')
    .optional(),
});
type ProviderEnv = z.infer<typeof providerEnvSchema>;

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  currency: string;
  apiUrl?: string;
};

/** What the PWA's Firebase SDK is initialised with (public by design: it names the project). */
type FirebaseWebConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
};

export type ProviderConfig = {
  stripe?: StripeConfig;
  firebaseWeb?: FirebaseWebConfig;
  /** http://host:port of the Auth emulator; set only by FIREBASE_AUTH_EMULATOR_HOST. */
  firebaseAuthEmulatorUrl?: string;
};

/**
 * The provider settings, or the problems (each naming its variable) when a switched-on provider
 * lacks what it needs.
 */
export function readProviderConfig(
  values: ProviderEnv & { PAYMENT_PROVIDER: string; IDENTITY_PROVIDER: string },
): { config: ProviderConfig; problems: string[] } {
  const problems: string[] = [];
  const config: ProviderConfig = {};
  if (values.PAYMENT_PROVIDER === 'stripe') {
    if (!values.STRIPE_SECRET_KEY) {
      problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
    }
    if (!values.STRIPE_PUBLISHABLE_KEY) {
      problems.push('STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER=stripe');
    }
    if (values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY) {
      config.stripe = {
        secretKey: values.STRIPE_SECRET_KEY,
        publishableKey: values.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: values.STRIPE_WEBHOOK_SECRET,
        currency: values.STRIPE_CURRENCY,
        apiUrl: values.STRIPE_API_URL,
      };
    }
  }
  if (values.IDENTITY_PROVIDER === 'firebase') {
    const projectId = values.FIREBASE_PROJECT_ID;
    if (!projectId) problems.push('FIREBASE_PROJECT_ID: required when IDENTITY_PROVIDER=firebase');
    if (!values.FIREBASE_API_KEY) {
      problems.push('FIREBASE_API_KEY: required when IDENTITY_PROVIDER=firebase');
    }
    if (values.FIREBASE_AUTH_EMULATOR_HOST && !projectId?.startsWith('demo-')) {
      // The emulator's tokens carry no signature: never let them stand for a real project.
      problems.push('FIREBASE_AUTH_EMULATOR_HOST: only allowed with a demo-… FIREBASE_PROJECT_ID');
    }
    if (projectId && values.FIREBASE_API_KEY) {
      config.firebaseWeb = {
        apiKey: values.FIREBASE_API_KEY,
        authDomain: values.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
        ...(values.FIREBASE_APP_ID ? { appId: values.FIREBASE_APP_ID } : {}),
      };
      if (values.FIREBASE_AUTH_EMULATOR_HOST) {
        config.firebaseAuthEmulatorUrl = `http://${values.FIREBASE_AUTH_EMULATOR_HOST}`;
      }
    }
  }
  return { config, problems };
}
