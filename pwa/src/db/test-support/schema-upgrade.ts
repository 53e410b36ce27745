// An app upgrade in a Node test: a client opens under one set of collection schemas (the old
// app), writes offline, closes, and opens again under schemas one version up (the new app, with
// its migration steps), then must still count the writes as waiting and push them. Used by
// schema-upgrade.node.test.ts; a real schema bump (meals: the food labels) reuses it with the previous
// shipped schema as `before`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { RX_MIGRATIONS, RX_SCHEMAS } from '@hostel/shared-schema';
import { signedInAs } from '../../../../sync-server/src/test-support/accounts';
import {
  startTestServer,
  type TestServer,
} from '../../../../sync-server/src/test-support/test-server';
import { SYNC_NAME, type CollectionName } from '../collections';
import type { DataLayer } from '../data-layer';
import type { CollectionSchema, DataLayerOptions } from '../options';
import { openClient, waitFor, type NetworkSwitch } from './clients';

/**
 * An upgrade test file's surroundings: a real server on its own data folder (started when a
 * test asks) and the set of layers the tests open, all closed and removed after the file.
 */
export function upgradeTestFixture(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hostel-${name}-`));
  const open = new Set<DataLayer>();
  let server: TestServer | undefined;
  afterAll(async () => {
    await Promise.all([...open].map((layer) => layer.close()));
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    open,
    startServer: async () => (server = await startTestServer({ DATA_DIR: dataDir })),
  };
}

/** The shipped schema of a collection, and the same one a version up with a migration step. */
export function bumped(
  name: CollectionName,
  step: (doc: Record<string, unknown>) => Record<string, unknown> | null = (doc) => doc,
): { before: CollectionSchema; after: CollectionSchema } {
  const shipped = RX_SCHEMAS[SYNC_NAME[name]] as unknown as CollectionSchema['schema'];
  const migrations = RX_MIGRATIONS[SYNC_NAME[name]];
  const next = shipped.version + 1;
  return {
    before: { schema: shipped, migrationStrategies: migrations },
    after: {
      schema: { ...shipped, version: next },
      migrationStrategies: { ...migrations, [next]: step },
    },
  };
}

/**
 * Opens a client under `before`, runs `write` offline (it must leave `waiting` writes), closes,
 * reopens under `after` with the server reachable, and resolves once nothing waits any more.
 */
export async function upgradeKeepsWaitingWrites({
  server,
  before,
  after,
  waiting,
  write,
  open,
  synced,
  oldAppValidates = true,
}: {
  server: TestServer;
  before: DataLayerOptions['schemas'];
  after: DataLayerOptions['schemas'];
  waiting: number;
  write: (layer: DataLayer) => Promise<void>;
  /** Where the opened clients go, for the caller to close. */
  open: Set<DataLayer>;
  /** What the old app must have pulled before it goes offline (e.g. every meal). */
  synced?: (layer: DataLayer) => Promise<boolean>;
  /**
   * false: the old app is a production build (no dev-mode validation), which stores what a
   * newer server sends even where its schema does not know a field yet.
   */
  oldAppValidates?: boolean;
}): Promise<DataLayer> {
  const session = await signedInAs(server);
  const name = `upgrade${Date.now()}`;
  const network: NetworkSwitch = { offline: false };
  const common = { url: server.url, session, storage: 'dexie' as const, name, network };
  const oldApp = await openClient({
    ...common,
    schemas: before,
    ...(oldAppValidates ? {} : { devMode: false }),
  });
  open.add(oldApp);
  await oldApp.awaitPushed();
  if (synced) await waitFor(() => synced(oldApp), { what: 'the old app to pull its documents' });
  network.offline = true;
  await write(oldApp);
  await waitFor(() => oldApp.status.value.pending === waiting, { what: `${waiting} waiting` });
  open.delete(oldApp);
  await oldApp.close();

  // The new app: same database, the schema one version up; the reload knows its user. Still
  // offline at first, so the migrated writes are seen waiting before they can go.
  const newApp = await openClient({ ...common, schemas: after, signIn: false });
  open.add(newApp);
  expect(newApp.user?.email).toBe(session.user.email);
  await waitFor(() => newApp.status.value.pending === waiting, {
    what: `${waiting} writes still waiting after the migration`,
  });
  network.offline = false;
  newApp.resync();
  await waitFor(() => newApp.status.value.pending === 0, {
    what: 'the waiting writes to be pushed after the upgrade',
  });
  return newApp;
}
