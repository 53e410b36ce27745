// The replication push: RxDB's rows [{assumedMasterState, newDocumentState}] applied in the
// caller's transaction. Per row: validate (zod, strict), compare the assumed master state with the
// server's (conflict → answer the server's document), apply through the domain rules, or refuse
// (answer the server's document — a tombstone for a refused insert — and keep the reason). A row
// whose new state already is the server's is a replay and changes nothing (idempotent).
import { sql } from 'kysely';
import {
  docEqual,
  OWNER_ONLY_COLLECTIONS,
  SYNC_ENTITY_SCHEMAS,
  type SyncCollection,
  type SyncDoc,
  type SyncPushRow,
} from '@hostel/shared-schema';
import { z } from 'zod';
import type { Executor } from '../../db/database';
import type { SessionUser } from '../../http/context';
import { AppError } from '../../http/errors';
import { PUSH_RULES, SERVER_COLLECTIONS, loadMasterDoc } from './collections';
import type { PushEnv } from './server-collection';
import { recordRejection } from './rejections';

type AnyDoc = SyncDoc<Record<string, unknown>>;

/**
 * A refusal's kind: someone else's document, a document the schema refuses, a read-only
 * collection, or a rule of the collection (its AppError code: forbidden, conflict, …).
 */
export type RefusalKind = 'not_yours' | 'invalid' | 'read_only' | string;

export type PushOutcome = {
  /** The server's documents for every row not applied (RxDB's conflict answer). */
  conflicts: AnyDoc[];
  /** Ids refused by a rule (their reasons are recorded). */
  rejectedIds: string[];
  /** Why each of rejectedIds was refused, as a short fixed word (the metrics' reason label). */
  refusalKinds: RefusalKind[];
  /** Why each refused row was refused, in the order of rejectedIds (for the owner's notice). */
  refusals: { collection: SyncCollection; reason: string }[];
  /** Collections changed by the applied rows (for the live channel). */
  changed: SyncCollection[];
};

const NOT_YOURS = 'You can only change your own documents';

const docSchemaOf = (collection: SyncCollection) =>
  (SYNC_ENTITY_SCHEMAS[collection] as z.ZodObject).extend({ _deleted: z.boolean() });

export async function pushChanges(
  db: Executor,
  collection: SyncCollection,
  user: SessionUser,
  rows: SyncPushRow<Record<string, unknown>>[],
  env: PushEnv,
): Promise<PushOutcome> {
  const outcome: PushOutcome = {
    conflicts: [],
    rejectedIds: [],
    refusalKinds: [],
    refusals: [],
    changed: [],
  };
  const changed = new Set<SyncCollection>();
  const docSchema = docSchemaOf(collection);
  for (const [index, row] of rows.entries()) {
    const id = row.newDocumentState?._id;
    if (typeof id !== 'string' || id.length === 0 || id.length > 400) continue; // nothing to answer
    const ownerOnly = OWNER_ONLY_COLLECTIONS.includes(collection);
    const idRule = SERVER_COLLECTIONS[collection].ownerInId;
    const foreignId = idRule !== undefined && !idRule.owns(id, user.email);
    const loaded = foreignId ? undefined : await loadMasterDoc(db, collection, id);
    // Another user's owner-only document is never answered: the caller gets a tombstone of
    // what they sent themselves, exactly as for a refused insert.
    const foreign = ownerOnly && loaded !== undefined && loaded.email !== user.email;
    const master = foreign ? undefined : loaded;
    const refuse = async (reason: string, kind: RefusalKind) => {
      await recordRejection(db, user.email, collection, id, reason);
      outcome.rejectedIds.push(id);
      outcome.refusalKinds.push(kind);
      outcome.refusals.push({ collection, reason });
      outcome.conflicts.push(master ?? { ...(row.newDocumentState as AnyDoc), _deleted: true });
    };
    if (foreignId || foreign) {
      await refuse(
        idRule?.reason ?? PUSH_RULES[collection].readOnlyReason ?? NOT_YOURS,
        'not_yours',
      );
      continue;
    }

    const parsed = docSchema.safeParse(row.newDocumentState);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      await refuse(
        `${issue?.path.join('.') || 'document'}: ${issue?.message ?? 'invalid'}`,
        'invalid',
      );
      continue;
    }
    const doc = parsed.data as AnyDoc;
    if (master && docEqual(master, doc)) continue; // a replay: already the server's state
    // Deleted on both sides (a tombstone keeps less than the client's copy): nothing to do.
    if (master?._deleted && doc._deleted) continue;
    const assumed = row.assumedMasterState
      ? docSchema.safeParse(row.assumedMasterState)
      : undefined;
    const rule = PUSH_RULES[collection];
    if (rule.readOnlyReason) {
      await refuse(rule.readOnlyReason, 'read_only');
      continue;
    }
    if (master && (!assumed?.success || !docEqual(master, assumed.data))) {
      outcome.conflicts.push(master); // the client worked on an old state: it resolves and retries
      continue;
    }

    const savepoint = sql.raw(`push_row_${index}`);
    await sql`SAVEPOINT ${savepoint}`.execute(db);
    try {
      const { changed: didChange } = await rule.apply(db, user, doc, master, env);
      await sql`RELEASE ${savepoint}`.execute(db);
      if (didChange) for (const name of rule.touches(doc)) changed.add(name);
    } catch (error) {
      await sql`ROLLBACK TO ${savepoint}`.execute(db);
      await sql`RELEASE ${savepoint}`.execute(db);
      if (!(error instanceof AppError)) throw error;
      await refuse(error.message, error.code);
    }
  }
  outcome.changed = [...changed];
  return outcome;
}
