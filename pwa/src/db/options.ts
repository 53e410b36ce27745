// How the data layer reaches the server and where it keeps its data. The browser uses the
// defaults (same origin, the session cookie sent by the browser, IndexedDB through Dexie);
// Node tests pass a base URL, a Cookie header, and Dexie over fake-indexeddb or memory storage.
import type { RxJsonSchema, RxStorage } from 'rxdb';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { CollectionName } from './collections';

export type DataLayerOptions = {
  /** Origin of the sync server; '' (same origin) in the browser. */
  baseUrl?: string;
  /** Extra headers for every sync request and the socket handshake (Node tests: `cookie`). */
  headers?: () => Record<string, string>;
  /** The fetch to use (defaults to the global one). */
  fetch?: typeof fetch;
  /** Storage of the local database; the browser default is Dexie (IndexedDB). */
  storage?: RxStorage<unknown, unknown>;
  /** Database name (one per browser profile; tests give each client its own). */
  name?: string;
  /** RxDB dev-mode with schema validation: development and tests only, never production. */
  devMode?: boolean;
  /** Live channel: socket.io options, or false for no socket (replication then polls on retry). */
  socket?: false | Partial<ManagerOptions & SocketOptions>;
  /** Documents per pull request (default and server cap: SYNC_PULL_MAX_BATCH). */
  pullBatchSize?: number;
  /** Wait before retrying a failed request, ms. */
  retryTimeMs?: number;
  /** Several tabs share the database (browser); false in Node tests. */
  multiInstance?: boolean;
  /**
   * The collections this client keeps (all by default). RxDB's free build opens at most 13
   * collections per JS realm, so Node tests running several clients at once keep fewer.
   */
  collections?: readonly CollectionName[];
  /**
   * Tests of an app upgrade (schema-upgrade.node.test.ts): a collection's schema and migration
   * steps other than the shipped ones (RX_SCHEMAS / RX_MIGRATIONS). Never set by the app.
   */
  schemas?: Partial<Record<CollectionName, CollectionSchema>>;
};

export type CollectionSchema = {
  schema: RxJsonSchema<Record<string, unknown>>;
  /** RX_MIGRATIONS' shape: step n turns a version n-1 document into version n (null drops it). */
  migrationStrategies: Record<
    number,
    (doc: Record<string, unknown>) => Record<string, unknown> | null
  >;
};
