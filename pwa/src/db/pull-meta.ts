// Fewer rows in a first sync: RxDB's replication keeps, in its meta storage, a copy of
// every pulled document (its "assumed master state", what it last knew of the server). A fresh
// client writing 10k meals and 50k reviews thus writes twice as many IndexedDB records, and
// those writes bound the first sync. The copy matters only for a document this device may push;
// meals and others' reviews are never legitimately pushed. So this storage wrapper, around the
// replications' meta instances only:
// - drops the downstream's new meta rows ('replication-down-write-meta') of documents the rule
//   does not keep (kept: the signed-in user's own documents, which pending.ts reads to count
//   waiting writes); a row updating a stored one is always written (a stale one would differ);
// - answers the row from the document itself while the fork's state is still the one the
//   downstream wrote (then the newest server state this device knows, so also over an older
//   stored row): RxDB stamps `_meta.o` ({ hash of the replication, revision height }) on what it
//   pulls, and a local write raises the height without touching the stamp. That is RxDB's own
//   test (downstream.js, "synced from the master but the process exited before the metadata was
//   written", rxdb PR 7804), made visible to the upstream and to pending.ts too: without it, the
//   upstream's scan after a RESYNC or a restart would push every such document with no assumed
//   state, and the server would refuse others' reviews. RxDB 17.6 loses the stamp on inserts;
//   the collections' own instances are wrapped to put it back (wrapForkInstance).
// A document changed on this device has no such answer, so it is pushed as before; the server
// refuses it and answers its own state, which RxDB stores as a real row ('replication-up-*').
// The push leaves out documents unchanged since pulled (PullMetaRules.unchangedSincePull).
import {
  getHeightOfRevision,
  type BulkWriteRow,
  type RxDocumentData,
  type RxStorage,
  type RxStorageBulkWriteResponse,
  type RxStorageInstance,
} from 'rxdb';
import { PER_USER_COLLECTIONS, type CollectionName, type HostelDatabase } from './collections';
import { replicationIdentifierOf } from './replication';

/** RxDB's context of the downstream's meta writes (replication-protocol/downstream.js). */
const DOWNSTREAM_META = 'replication-down-write-meta';
/** RxDB's context of the downstream's fork writes (replication-protocol/index.js). */
const DOWNSTREAM_FORK = 'replication-downstream-';
/** Meta ids are `${itemId}|${isCheckpoint}` (replication-protocol/meta-instance.js). */
const DOC_ROW_SUFFIX = '|0';

type Doc = RxDocumentData<Record<string, unknown>>;
type MetaDoc = RxDocumentData<{
  id: string;
  isCheckpoint: '0' | '1';
  itemId: string;
  docData: Record<string, unknown>;
}>;
type AnyInstance = RxStorageInstance<unknown, unknown, unknown>;

export type PullMetaRule = {
  /** The collection's storage instance now (a per-user collection is re-created on sign-in). */
  fork: () => AnyInstance | undefined;
  /** The hash RxDB's downstream stamps into `_meta.o.hash` for this replication. */
  identifierHash: string;
  /** Whether a pulled document's assumed master state is kept as a row. */
  keep: (doc: Record<string, unknown>) => boolean;
};

/** Filled by the data layer once the database is open (setPullMetaRules). */
export class PullMetaRules {
  /** By meta collection name. */
  readonly meta = new Map<string, PullMetaRule>();
  /** By collection name. */
  readonly collections = new Map<string, PullMetaRule>();
  /** The replication's identifier hash, by collection name. */
  readonly stamps = new Map<string, string>();

  /**
   * Of these ids, the documents the device has not changed since they were pulled. The push
   * leaves them out: the upstream's scan may have read such a document just before the
   * downstream wrote a newer server state over it, and would push that older state back (the
   * server would refuse a meal or another's review, and show the refusal).
   */
  async unchangedSincePull(name: string, ids: string[]): Promise<Set<string>> {
    const rule = this.collections.get(name);
    const fork = rule?.fork();
    if (!rule || !fork || ids.length === 0) return new Set();
    const docs = await forkDocs(fork, ids);
    return new Set(ids.filter((id) => docs.has(id) && pulledState(rule, docs.get(id)!)));
  }
}

/** The document state the downstream wrote, when the device has not changed it since. */
function pulledState(rule: PullMetaRule, fork: Doc): Record<string, unknown> | undefined {
  const stamp = (fork._meta as { o?: { hash: string; _rev: number } }).o;
  if (!stamp || stamp.hash !== rule.identifierHash) return undefined;
  if (stamp._rev !== getHeightOfRevision(fork._rev)) return undefined;
  // The document state as RxDB compares it (helper.js writeDocToDocState; no attachments here).
  const docData: Record<string, unknown> = { ...fork };
  delete docData._meta;
  delete docData._rev;
  delete docData._attachments;
  return docData;
}

/** The fork's documents by id (tombstones included). */
async function forkDocs(fork: AnyInstance, ids: string[]): Promise<Map<string, Doc>> {
  const key = primaryKeyOf(fork);
  const docs = (await fork.findDocumentsById(ids, true)) as Doc[];
  return new Map(docs.map((doc) => [String(doc[key]), doc]));
}

function wrapMetaInstance(
  instance: AnyInstance,
  ruleOf: () => PullMetaRule | undefined,
): AnyInstance {
  // Rows answered from the fork: a write "updating" one inserts the row instead.
  const answered = new WeakSet<object>();
  // A document the device has not changed since it was pulled is answered from the fork even
  // when a row is stored: the fork then holds the newest server state this device knows (a
  // stored row may be older, see unchangedSincePull).
  const findDocumentsById = async (ids: string[], withDeleted: boolean) => {
    const rule = ruleOf();
    const fork = rule?.fork();
    const stored = instance.findDocumentsById(ids, withDeleted) as Promise<MetaDoc[]>;
    if (!rule || !fork) return stored;
    const docIds = ids.filter((id) => id.endsWith(DOC_ROW_SUFFIX));
    const [rows, docs] = await Promise.all([
      stored,
      forkDocs(
        fork,
        docIds.map((id) => id.slice(0, -DOC_ROW_SUFFIX.length)),
      ),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of docIds) {
      const doc = docs.get(id.slice(0, -DOC_ROW_SUFFIX.length));
      const docData = doc && pulledState(rule, doc);
      if (!docData) continue;
      const row = byId.get(id);
      if (row) {
        byId.set(id, { ...row, docData });
        continue;
      }
      const made: MetaDoc = {
        id,
        isCheckpoint: '0',
        itemId: id.slice(0, -DOC_ROW_SUFFIX.length),
        docData,
        _deleted: false,
        _rev: '1-frompull',
        _meta: { lwt: 0 },
        _attachments: {},
      };
      answered.add(made);
      byId.set(id, made);
    }
    return [...byId.values()];
  };
  const bulkWrite = (
    rows: BulkWriteRow<MetaDoc>[],
    context: string,
  ): Promise<RxStorageBulkWriteResponse<unknown>> => {
    const rule = ruleOf();
    if (!rule) return instance.bulkWrite(rows as never, context);
    const kept: BulkWriteRow<MetaDoc>[] = [];
    for (const row of rows) {
      const stored = row.previous !== undefined && !answered.has(row.previous);
      if (stored) kept.push(row);
      else if (context !== DOWNSTREAM_META || rule.keep(row.document.docData)) {
        kept.push({ document: row.document });
      }
    }
    return kept.length > 0
      ? instance.bulkWrite(kept as never, context)
      : Promise.resolve({ error: [] });
  };
  return proxied(instance, { findDocumentsById, bulkWrite });
}

function primaryKeyOf(fork: AnyInstance): string {
  const key = fork.schema.primaryKey;
  return typeof key === 'string' ? key : key.key;
}

/**
 * RxDB 17.6 loses the `_meta.o` stamp of a pulled document the fork did not have yet: the
 * collection's storage wrapper (rx-storage-helper.js, "insertMeta") gives every insert a fresh
 * `_meta`. The stamp is put back here, under that wrapper, on the downstream's inserts only, so
 * the downstream and pulledState know the document as pulled (its rows are gone, see above).
 */
function wrapForkInstance(instance: AnyInstance, hashOf: () => string | undefined): AnyInstance {
  const bulkWrite = (rows: BulkWriteRow<Doc>[], context: string) => {
    const hash = hashOf();
    if (!hash || !context.startsWith(DOWNSTREAM_FORK)) {
      return instance.bulkWrite(rows as never, context);
    }
    const stamped = rows.map((row) =>
      row.previous
        ? row
        : {
            document: {
              ...row.document,
              _meta: {
                ...row.document._meta,
                o: { _rev: getHeightOfRevision(row.document._rev), hash },
              },
            },
          },
    );
    return instance.bulkWrite(stamped as never, context);
  };
  return proxied(instance, { bulkWrite });
}

function proxied(instance: AnyInstance, overrides: Record<string, unknown>): AnyInstance {
  return new Proxy(instance, {
    get(target, property) {
      if (typeof property === 'string' && property in overrides) return overrides[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** The storage, with the meta and fork instances named in `rules` wrapped (see above). */
export function pullMetaStorage(
  storage: RxStorage<unknown, unknown>,
  rules: PullMetaRules,
): RxStorage<unknown, unknown> {
  return {
    ...storage,
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance(params) {
      const instance = await storage.createStorageInstance(params);
      const name = params.collectionName;
      const wrapped = name.startsWith('rx-replication-meta-')
        ? wrapMetaInstance(instance as unknown as AnyInstance, () => rules.meta.get(name))
        : wrapForkInstance(instance as unknown as AnyInstance, () => rules.stamps.get(name));
      return wrapped as unknown as typeof instance;
    },
  };
}

/**
 * Fills `rules` for every collection of the database (before any replication starts): meta rows
 * are kept for the per-user collections (all the user's own) and for the user's own reviews.
 */
export async function setPullMetaRules(
  db: HostelDatabase,
  rules: PullMetaRules,
  ownEmail: () => string | undefined,
): Promise<void> {
  for (const name of Object.keys(db.collections) as CollectionName[]) {
    const identifier = replicationIdentifierOf(name);
    // As RxDB names them (plugins/replication/index.js, replication-protocol/downstream.js).
    const metaName = `rx-replication-meta-${await db.hashFunction([name, identifier].join('-'))}`;
    const perUser = PER_USER_COLLECTIONS.includes(name);
    const identifierHash = await db.hashFunction(`rxdbreplication${identifier}`);
    rules.stamps.set(name, identifierHash);
    const rule: PullMetaRule = {
      fork: () =>
        (db.collections as Partial<HostelDatabase['collections']>)[name]
          ?.storageInstance as unknown as AnyInstance,
      identifierHash,
      keep: (doc) => perUser || (name === 'reviews' && doc.email === ownEmail()),
    };
    rules.meta.set(metaName, rule);
    rules.collections.set(name, rule);
  }
}
