// The memory-mapped storage against RxDB's own memory storage, at the storage interface: any
// sequence of bulk writes (inserts, updates, deletions, conflicting writes), queries (selectors,
// sorts, skip and limit, along whichever index the plan picks), counts, reads by id and
// tombstone clean-ups must answer alike.
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import {
  getPrimaryFieldOfPrimaryKey,
  normalizeMangoQuery,
  now,
  prepareQuery,
  type BulkWriteRow,
  type MangoQuery,
  type RxDocumentData,
  type RxStorage,
  type RxStorageInstance,
} from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { expect, it } from 'vitest';
import {
  indexedFields,
  indexedSchema as schema,
  indexedText,
} from '../test-support/indexed-schema';
import { getRxStorageMemoryMapped } from './index';

type Doc = RxDocumentData<Record<string, unknown>>;
type Instance = RxStorageInstance<unknown, unknown, unknown>;

// Enough documents for a bulk write to take both ways into an index (one by one, and merged).
const ids = Array.from({ length: 90 }, (_, n) => `doc${n}`);

// One row per document in a bulk write, as RxDB writes them: a few (a like, a review) or many
// (a pulled batch), which an index takes one by one or merges in one pass.
const rowsOf = (minLength: number, maxLength: number) =>
  fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(...ids),
      fields: indexedFields,
      deleted: fc.boolean(),
      stale: fc.boolean(),
    }),
    { minLength, maxLength, selector: (row) => row.id },
  );
const write = fc.oneof(rowsOf(1, 8), rowsOf(64, ids.length));

const selector = fc.record(
  {
    name: fc.oneof(
      indexedText(8).map((text) => ({ $gt: text })),
      indexedText(8).map((text) => ({ $lte: text })),
      indexedText(3).map((text) => ({ $eq: text })),
    ),
    price: fc
      .tuple(fc.integer({ min: -60, max: 5100 }), fc.integer({ min: 0, max: 6000 }))
      .map(([low, span]) => ({ $gte: low, $lt: low + span })),
    count: fc.integer({ min: 0, max: 100 }).map((count) => ({ $gte: count })),
    done: fc.boolean().map((done) => ({ $eq: done })),
    _deleted: fc.constant({ $eq: false }),
  },
  { requiredKeys: [] },
);

const query = fc.record({
  selector,
  sort: fc.constantFrom<MangoQuery['sort']>(
    undefined,
    [{ name: 'asc' }],
    [{ price: 'desc' }],
    [{ count: 'asc' }, { name: 'desc' }],
    [{ done: 'desc' }, { price: 'asc' }],
  ),
  skip: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  limit: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
}) as fc.Arbitrary<MangoQuery<unknown>>;

const step = fc.oneof(
  { weight: 4, arbitrary: write.map((rows) => ({ kind: 'write' as const, rows })) },
  { weight: 4, arbitrary: query.map((mango) => ({ kind: 'query' as const, mango })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cleanup' as const }) },
);

const params = (databaseName: string) => ({
  databaseName,
  collectionName: 'docs',
  schema,
  options: {},
  multiInstance: false,
  devMode: false,
  databaseInstanceToken: 'token',
});

let run = 0;

it('answers every write and read as RxDB memory storage does', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
      run += 1;
      const oracle = (await getRxStorageMemory().createStorageInstance(
        params(`oracle-${run}`),
      )) as Instance;
      const mapped = (await (
        getRxStorageMemoryMapped({ indexedDB: new IDBFactory() }) as RxStorage<unknown, unknown>
      ).createStorageInstance(params(`mapped-${run}`))) as Instance;
      try {
        for (const next of steps) await check(next, oracle, mapped);
        expect(await all(mapped)).toEqual(await all(oracle));
      } finally {
        await oracle.remove();
        await mapped.remove();
      }
    }),
    { numRuns: 150 },
  );
});

async function check(next: StepOf<typeof step>, oracle: Instance, mapped: Instance) {
  if (next.kind === 'write') {
    const rows = await rowsFor(next.rows, oracle);
    const [expected, actual] = [
      await oracle.bulkWrite(rows, 'test'),
      await mapped.bulkWrite(rows, 'test'),
    ];
    expect(actual.error.map(errorOf)).toEqual(expected.error.map(errorOf));
    return;
  }
  if (next.kind === 'cleanup') {
    await oracle.cleanup(0);
    await mapped.cleanup(0);
    expect(await all(mapped)).toEqual(await all(oracle));
    return;
  }
  const found = prepareQuery(schema, normalizeMangoQuery(schema, next.mango));
  expect(idsOf((await mapped.query(found)).documents)).toEqual(
    idsOf((await oracle.query(found)).documents),
  );
  const counted = prepareQuery(
    schema,
    normalizeMangoQuery(schema, { selector: next.mango.selector }),
  );
  expect((await mapped.count(counted)).count).toBe((await oracle.count(counted)).count);
}

type StepOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** Rows for the wanted writes, each against the document as the oracle holds it now. */
async function rowsFor(
  wanted: StepOf<typeof write>,
  oracle: Instance,
): Promise<BulkWriteRow<unknown>[]> {
  return Promise.all(
    wanted.map(async ({ id, fields, deleted, stale }) => {
      const [current] = (await oracle.findDocumentsById([id], true)) as Doc[];
      const height = current ? Number(current._rev.split('-')[0]) : 0;
      const document = {
        id,
        ...fields,
        _deleted: deleted,
        _rev: `${height + 1}-r${height + 1}`,
        _meta: { lwt: now() },
        _attachments: {},
      };
      const previous = current && stale ? { ...current, _rev: `${height}-stale` } : current;
      return (previous ? { document, previous } : { document }) as BulkWriteRow<unknown>;
    }),
  );
}

async function all(instance: Instance): Promise<Doc[]> {
  return (await instance.findDocumentsById(ids, true)) as Doc[];
}

const idsOf = (docs: unknown[]) => docs.map((doc) => (doc as Doc)[primary]);
const primary = getPrimaryFieldOfPrimaryKey(schema.primaryKey);
const errorOf = (error: { status: number; documentId: string }) => [error.status, error.documentId];
