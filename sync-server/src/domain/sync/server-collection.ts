// What the server knows of one replicated collection (docs/sync.md, "Adding a synced
// collection"): the table(s) it is pulled from and how a row becomes a document, and what a pushed
// document may do. Each collection declares it in one module beside its domain code;
// collections.ts lists them. A rule refuses by throwing an AppError; the push turns that into a
// conflict answering the server's state, with the reason kept for the user
// (docs/decisions/0013-push-applies-domain-rules-and-records-refusals.md).
import type { SyncCollection, SyncDoc } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/tables';
import type { SessionUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { Clock } from '../hostel/clock';

/** A table whose rows replicate: it carries `seq` (its place in the sequence) and `deleted`. */
export type SyncedTable = {
  [Table in keyof Database]: Database[Table] extends { seq: number } ? Table : never;
}[keyof Database];

/** One table feeding a collection; a collection may have several (likes: meals and upcoming). */
export type SyncSource = {
  table: SyncedTable;
  /** Column naming the owner, for collections only their owner may read. */
  ownerColumn?: 'user_email';
  /** Column of the day a row is for, for collections pulled from a day on (servings). */
  dateColumn?: 'date';
  toDoc: (row: never) => object;
};

export type AnyDoc = SyncDoc<Record<string, unknown>>;

/**
 * What a rule may need beyond the document: the server's clock (skips judge cut-offs by it,
 * servings the last day they may be for).
 */
export type PushEnv = { clock: Clock };

export type PushRule = {
  /** Set when no pushed change is ever allowed: refused before any conflict check. */
  readOnlyReason?: string;
  /** Applies a change (the server's state differs from `doc`); throws to refuse it. */
  apply: (
    db: Executor,
    user: SessionUser,
    doc: AnyDoc,
    master: AnyDoc | undefined,
    env: PushEnv,
  ) => Promise<{ changed: boolean }>;
  /** Collections whose documents a successful apply may change (counters included). */
  touches: (doc: AnyDoc) => SyncCollection[];
};

export type ServerCollection = {
  sources: readonly [SyncSource, ...SyncSource[]];
  /** The source holding a document id, where there are several (a like's id names its target). */
  sourceOf?: (id: string) => SyncSource;
  rule: PushRule;
  /**
   * For collections whose ids name their owner: an id naming someone else is refused before the
   * server's document is even read, with one reason whatever that user holds, so the answer never
   * tells whether they have such a document.
   */
  ownerInId?: { reason: string; owns: (id: string, email: string) => boolean };
};

/** A row's document with its tombstone flag. */
export const withDeleted = <T extends object>(doc: T, row: { deleted: number }): SyncDoc<T> => ({
  ...doc,
  _deleted: Number(row.deleted) === 1,
});

/** The rule of a collection devices only read: every push is refused with this reason. */
export const readOnly = (message: string): PushRule => ({
  readOnlyReason: message,
  apply: async () => {
    throw forbidden(message);
  },
  touches: () => [],
});

/** Whether a document id ends with its owner's e-mail (likes, skips). */
export const endsWithEmail = (id: string, email: string): boolean => id.endsWith(`:${email}`);
