// Configuration from the environment, validated at start: a bad value stops the server with a
// message naming the variable. SESSION_SECRET is generated once and kept in DATA_DIR when unset
// (the VAPID keys likewise, once the database is open: push/vapid-keys.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isAddressOrSubnet, PRIVATE_NETWORKS } from './http/trusted-proxy';
import { providerEnvSchema, readProviderConfig, type ProviderConfig } from './provider-config';
import { LOG_LEVELS, type LogLevel } from './telemetry/logger';

const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
const IDENTITY_PROVIDERS = ['embedded', 'firebase'] as const;
const IMAGE_HOSTS = ['local', 'imgbb'] as const;

/** Comma-separated origins (scheme://host[:port]), kept in their normalised form. */
const originList = z
  .string()
  .default('')
  .transform((value, context) => {
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      const origin = url && /^https?:$/.test(url.protocol) ? url.origin : undefined;
      if (!origin) {
        context.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Unset: SQLite in DATA_DIR (the default). postgres://… runs on PostgreSQL instead.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  PWA_DIST_DIR: z.string().min(1).default('./dist'),
  UPLOADS_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/./.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('test'),
  IDENTITY_PROVIDER: z.enum(IDENTITY_PROVIDERS).default('embedded'),
  IMAGE_HOST: z.enum(IMAGE_HOSTS).default('local'),
  IMGBB_API_KEY: z.string().optional(),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  REVIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // true/1: the proxy is on this host or the private network; or the proxies' addresses/subnets.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      if (value === 'true' || value === '1') return PRIVATE_NETWORKS;
      if (value === 'false' || value === '0' || value === '') return [];
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.find((entry) => !isAddressOrSubnet(entry));
      if (bad === undefined) return entries;
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is not true, false, or a list of proxy addresses or subnets`,
      });
      return z.NEVER;
    }),
  ALLOWED_ORIGINS: originList,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Unset: /metrics is not served. Set: scrapers send `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // on: public reads are answered from the read cache while nothing changed; off: every public
  // read runs its query.
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  // Web Push (push/vapid-keys.ts): both keys or neither; unset, they are generated once.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
    .default('mailto:kitchen@hostel-meals.example'),
  PUSH_SERVICE_ORIGINS: originList,
  // Meal pass signing keys (meal-pass/pass-keys.ts): Ed25519 secret keys in base32, newest
  // first, comma-separated; unset, they are generated once and kept like the VAPID pair.
  PASS_SIGNING_KEYS: z
    .string()
    .transform((text) => text.split(',').map((key) => key.trim()))
    .refine((keys) => keys.every((key) => /^[A-Z2-7]{52}$/.test(key)), {
      message: 'must be Ed25519 secret keys in base32 (52 characters each), comma-separated',
    })
    .optional(),
  PUSH_SERVICE_CA: z.string().min(1).optional(),
  // Password-reset e-mail (mail/mailer.ts): nodemailer's connection URL; unset, admins issue links.
  SMTP_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      message: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hostel Meals <no-reply@hostel-meals.example>'),
  // Where links in e-mails point: the address residents open the app at.
  PUBLIC_URL: originList.optional(),
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  ...providerEnvSchema.shape,
});

/** Every variable the server reads (deployment files are checked against this list). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); undefined means SQLite in dataDir. */
  databaseUrl?: string;
  /** Anti-automation (http/write-limits.ts): sign-ups per address, reviews and uploads per user. */
  writeLimits: {
    registrationsPerHour: number;
    reviewsPerMinute: number;
    uploadsPerMinute: number;
    chatMessagesPerMinute: number;
  };
  /** Variables that are set but no longer read, with why (main.ts prints them at start). */
  warnings: string[];
  sessionSecret: string;
  sessionTtlSeconds: number;
  pwaDistDir: string;
  /** Where uploaded images live: DATA_DIR/uploads, or a folder every instance shares. */
  uploadsDir: string;
  /** Set when several instances share sockets and counters through Redis (scale/). */
  redisUrl?: string;
  paymentProvider: (typeof PAYMENT_PROVIDERS)[number];
  identityProvider: (typeof IDENTITY_PROVIDERS)[number];
  firebaseProjectId?: string;
  imageHost: (typeof IMAGE_HOSTS)[number];
  imgbbApiKey?: string;
  /** Behind a reverse proxy: trust X-Forwarded-For/-Proto (client address, HTTPS cookies). */
  trustProxy: boolean;
  /** The peers whose X-Forwarded-For names the client (addresses and subnets; one hop). */
  trustedProxies: readonly string[];
  /** Other origins allowed to make state-changing calls and open sockets (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** pino's level (LOG_LEVEL): one JSON line per request at `info`. */
  logLevel: LogLevel;
  /** The bearer token /metrics asks for (METRICS_TOKEN); undefined: /metrics is not served. */
  metricsToken?: string;
  /**
   * The read cache (READ_CACHE, `on` by default); `off`, every public read is answered by its
   * route from the database.
   */
  readCache: 'on' | 'off';
  seedDemoData: boolean;
  /** Web Push: the VAPID keys when given by the environment, the JWT's subject, and the push
   * services' origins a subscription may name besides the browsers' own (push/push-endpoints.ts). */
  push: {
    vapidKeys?: { publicKey: string; privateKey: string };
    subject: string;
    extraServiceOrigins: string[];
    /** PEM of the certificate authorities those services' HTTPS is signed by, if not public. */
    serviceCa?: string;
  };
  /**
   * Password-reset e-mail: the SMTP connection URL (nodemailer), the sender, and the app's public
   * origin the links point to. Undefined: no mail; admins issue reset links instead.
   */
  mail?: { smtpUrl: string; from: string; publicUrl: string };
  /** Reset requests per client address and per e-mail address per hour. */
  passwordResetsPerHour: number;
  /** The meal pass signing keys when given by the environment (newest first). */
  mealPass: { signingKeys?: string[] };
} & ProviderConfig;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const providers = readProviderConfig(values);
  if (providers.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${providers.problems.join('\n  ')}`);
  }
  if (!values.VAPID_PUBLIC_KEY !== !values.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  if (values.IMAGE_HOST === 'imgbb' && !values.IMGBB_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  IMGBB_API_KEY: required when IMAGE_HOST=imgbb',
    );
  }
  const publicUrl = values.PUBLIC_URL?.[0];
  if (values.SMTP_URL && !publicUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set (the address reset links point to)',
    );
  }
  if ((values.PUBLIC_URL?.length ?? 0) > 1) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: one http(s) origin');
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    warnings: ignoredVariables(env),
    sessionSecret: values.SESSION_SECRET ?? persistedSecret(dataDir),
    sessionTtlSeconds: Math.round(values.SESSION_TTL_HOURS * 3600),
    pwaDistDir: path.resolve(values.PWA_DIST_DIR),
    uploadsDir: path.resolve(values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    redisUrl: values.REDIS_URL,
    paymentProvider: values.PAYMENT_PROVIDER,
    identityProvider: values.IDENTITY_PROVIDER,
    firebaseProjectId: values.FIREBASE_PROJECT_ID,
    imageHost: values.IMAGE_HOST,
    imgbbApiKey: values.IMGBB_API_KEY,
    writeLimits: {
      registrationsPerHour: values.REGISTRATIONS_PER_HOUR,
      reviewsPerMinute: values.REVIEWS_PER_MINUTE,
      uploadsPerMinute: values.UPLOADS_PER_MINUTE,
      chatMessagesPerMinute: values.CHAT_MESSAGES_PER_MINUTE,
    },
    trustProxy: values.TRUST_PROXY.length > 0,
    trustedProxies: values.TRUST_PROXY,
    allowedOrigins: values.ALLOWED_ORIGINS,
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    readCache: values.READ_CACHE,
    seedDemoData: values.SEED_DEMO_DATA,
    push: {
      vapidKeys:
        values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
          ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
          : undefined,
      subject: values.VAPID_SUBJECT,
      extraServiceOrigins: values.PUSH_SERVICE_ORIGINS,
      serviceCa: values.PUSH_SERVICE_CA && readPem('PUSH_SERVICE_CA', values.PUSH_SERVICE_CA),
    },
    mail:
      values.SMTP_URL && publicUrl
        ? { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, publicUrl }
        : undefined,
    passwordResetsPerHour: values.PASSWORD_RESETS_PER_HOUR,
    mealPass: { signingKeys: values.PASS_SIGNING_KEYS },
    ...providers.config,
  };
}

/** Variables no longer read: ADMIN_EMAILS (made whoever registered first an admin), LOG_REQUESTS. */
function ignoredVariables(env: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (env.ADMIN_EMAILS) {
    warnings.push(
      'ADMIN_EMAILS is ignored: it gave the admin role to whoever registered first with a listed ' +
        'address. Make admins with `npm run create-admin` (see the README).',
    );
  }
  if (env.LOG_REQUESTS) {
    warnings.push(
      'LOG_REQUESTS is ignored: every request is logged as a JSON line at LOG_LEVEL=info; ' +
        'LOG_LEVEL=warn leaves them out.',
    );
  }
  return warnings;
}

/** A PEM file named by a variable; a missing or unreadable file stops the start. */
function readPem(variable: string, file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}: cannot read ${file} (${(error as Error).message})`,
    );
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}: ${file} holds no PEM certificate`,
    );
  }
  return text;
}

/** A secret made once per data directory, so sessions survive restarts without configuration. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
