// Types shared by every route module: what a request knows, and what the app was built with.
import type { WriteLimiters } from './write-limits';
import type { EventEmitter } from 'node:events';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../domain/hostel/clock';
import type { Logger } from 'pino';
import type { Metrics } from '../telemetry/metrics';
import type { PushNotifier } from '../push/push-notifier';
import type { PassKeyRing } from '../meal-pass/pass-keys';

/** The signed-in user, loaded fresh from the database on every request (roles apply at once). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: 'general' | 'admin';
  photo: string;
  badge: string;
};

export type AppState = {
  user?: SessionUser;
  /** SHA-256 of the request's session token, when it names a live session (auth/session.ts). */
  sessionHash?: string;
  /** The unparsed body of a signed webhook (http/raw-body.ts). */
  rawBody?: Buffer;
};
export type AppContext = ParameterizedContext<AppState>;
/**
 * Where routes are registered: the API's route index (routes/route-index.ts), or a plain
 * @koa/router Router.
 */
export type AppRouter = Record<
  'get' | 'post' | 'put' | 'patch' | 'delete',
  (path: string, ...middleware: Middleware<AppState>[]) => unknown
>;

/**
 * Events the routes raise after a commit; the realtime layer turns them into socket messages.
 * - 'synced-change' (collections: SyncCollection[], ownerEmails?: string[]) — rows changed
 * - 'sessions-revoked' (tokenHashes: string[]) — sessions ended: their sockets are disconnected
 * - 'chat-answered' (email: string) — the kitchen answered a resident's chat
 * - 'chat-unread' (email: string) — a message of this customer's conversation was sent or read
 */
type AppEvents = EventEmitter;

/**
 * `clock`: the server's one calendar clock: every date or time of day the server decides by
 * (accounts, payments, sessions, skips and cut-offs, statements, the kitchen) comes from it.
 * Tests set it; the system clock otherwise. Durations (retries, drains, rate-limit windows) may
 * use the real clock.
 */
export type Deps = {
  db: Db;
  config: Config;
  events: AppEvents;
  clock: Clock;
  /** Anti-automation limits (http/write-limits.ts); made by createApp. */
  limits?: WriteLimiters;
  /** The instance's Prometheus metrics (telemetry/metrics.ts); made by createApp. */
  metrics?: Metrics;
  /** The instance's logger (lines outside any request or socket event go to it). */
  logger?: Logger;
  /** Web Push (push/push-notifier.ts): the moments' notices; made by startServer. */
  push?: PushNotifier;
  /** The meal pass keys in force (meal-pass/pass-keys.ts); resolved by startServer. */
  passKeys: PassKeyRing;
};
