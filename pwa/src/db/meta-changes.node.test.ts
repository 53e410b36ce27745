// Which instances' changes the storage worker keeps to itself (meta-changes.ts), checked against
// the parameters RxDB really opens them with: a data layer replicating from a real server (the
// metadata of its replications stays quiet; its collections are posted), and a follower's copy
// of that metadata (leadership.ts: posted, the follower recounts on it).
import type { RxStorage, RxStorageInstanceCreationParams } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedMeals } from '../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import { DataLayer } from './data-layer';
import { FollowerMetas, type MetaInstance } from './leadership';
import { changesStayInWorker } from './meta-changes';
import type { CollectionReplication } from './replication';
import { waitFor } from './test-support/clients';

let test: TestServer;
let layer: DataLayer | undefined;
const opened: RxStorageInstanceCreationParams<unknown, unknown>[] = [];

/** Memory storage that notes the parameters of every instance opened on it. */
function recordingStorage(): RxStorage<unknown, unknown> {
  const base = getRxStorageMemory() as RxStorage<unknown, unknown>;
  return {
    name: base.name,
    rxdbVersion: base.rxdbVersion,
    createStorageInstance: (params) => {
      opened.push(params as RxStorageInstanceCreationParams<unknown, unknown>);
      return base.createStorageInstance(params);
    },
  };
}

beforeAll(async () => {
  test = await startTestServer();
  await seedMeals(test.db, 30);
});
afterAll(async () => {
  await layer?.close();
  await test.close();
});

it('keeps the changes of a replication metadata in the worker, unless a follower asks', async () => {
  layer = await DataLayer.open({
    baseUrl: test.url,
    storage: recordingStorage(),
    name: `meta-changes-${Date.now()}`,
    socket: false,
    multiInstance: false,
    collections: ['meals'],
  });
  const db = layer.db;
  await waitFor(async () => (await db.meals.count().exec()) === 30, { what: 'the meals' });
  const meals = opened.find((params) => params.collectionName === 'meals');
  const metas = opened.filter((params) => changesStayInWorker(params));
  expect(meals && changesStayInWorker(meals)).toBe(false);
  // The meals' replication opened its metadata, and it is the only quiet instance.
  expect(metas).toHaveLength(1);
  expect(opened.filter((params) => !changesStayInWorker(params)).length).toBeGreaterThan(1);

  // A follower's copy of the same metadata is opened to be followed.
  const [meta] = metas;
  const follower = new FollowerMetas(db, () => undefined);
  const replication = {
    state: {
      metaInstance: undefined,
      metaInfoPromise: Promise.resolve({
        collectionName: meta!.collectionName,
        schema: meta!.schema,
      }),
    },
  } as unknown as CollectionReplication;
  const copy: MetaInstance | undefined = await follower.metaOf(replication);
  expect(copy).toBeDefined();
  const copyParams = opened.at(-1)!;
  expect(copyParams.collectionName).toBe(meta!.collectionName);
  expect(changesStayInWorker(copyParams)).toBe(false);
  await follower.close();
}, 30_000);
