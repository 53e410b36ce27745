// RxDB's Dexie storage with one Dexie middleware: reading many documents by id without one
// IndexedDB request per absent id. RxDB's replication reads every pulled document by id up to
// three times before writing it (the fork state, the assumed master state, the write's own
// conflict check); on a first sync none of them exists, and those per-id `get` requests were the
// largest cost of the sync in a Chromium profile. The middleware first counts the stored keys
// between the smallest and largest id asked for (one request), then, when that range holds few
// keys, lists them (one request) and fetches only those. The answer is the same, read in the same
// transaction; otherwise (a range crowded with other keys, few ids, non-string keys) it does
// exactly what Dexie does.
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

type DexieSettings = NonNullable<Parameters<typeof getRxStorageDexie>[0]>;
type DexieDb = Parameters<NonNullable<DexieSettings['onCreate']>>[0];
type Middleware = Parameters<DexieDb['use']>[0];
type Core = Parameters<Middleware['create']>[0];
type CoreTable = ReturnType<Core['table']>;

/** Below this many ids, per-id reads are cheap enough. */
const MIN_IDS = 16;
/** Listing the range's keys pays while it holds at most this many keys per id asked for. */
const MAX_KEYS_PER_ID = 8;
/** Dexie's DBCoreRangeType.Range (a const enum, not importable here). */
const RANGE = 2;

function withoutAbsentReads(table: CoreTable): CoreTable {
  return {
    ...table,
    async getMany(request) {
      const keys = request.keys;
      if (keys.length < MIN_IDS || !keys.every((key) => typeof key === 'string')) {
        return table.getMany(request);
      }
      let lower = keys[0] as string;
      let upper = lower;
      for (const key of keys as string[]) {
        if (key < lower) lower = key;
        if (key > upper) upper = key;
      }
      const query = {
        index: table.schema.primaryKey,
        range: { type: RANGE, lower, upper, lowerOpen: false, upperOpen: false },
      } as Parameters<CoreTable['count']>[0]['query'];
      const stored = await table.count({ trans: request.trans, query });
      if (stored === 0) return keys.map(() => undefined);
      if (stored > keys.length * MAX_KEYS_PER_ID) return table.getMany(request);
      const listed = await table.query({ trans: request.trans, values: false, query });
      const present = new Set(listed.result as string[]);
      const wanted = keys.filter((key) => present.has(key as string));
      if (wanted.length === 0) return keys.map(() => undefined);
      const found = await table.getMany({ ...request, keys: wanted });
      const byKey = new Map(wanted.map((key, index) => [key, found[index]]));
      return keys.map((key) => byKey.get(key));
    },
  };
}

export const absentReadsMiddleware: Middleware = {
  stack: 'dbcore',
  name: 'hostel-absent-reads',
  create: (down) => ({ ...down, table: (name) => withoutAbsentReads(down.table(name)) }),
};

/** RxDB's Dexie storage (IndexedDB), with the middleware on every database it opens. */
export function dexieStorage(settings: DexieSettings = {}) {
  return getRxStorageDexie({
    ...settings,
    onCreate: async (db, name) => {
      db.use(absentReadsMiddleware);
      await settings.onCreate?.(db, name);
    },
  });
}
