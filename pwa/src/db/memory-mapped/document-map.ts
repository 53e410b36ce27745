// A collection's documents in memory: a map by primary key, and each of the schema's indexes as
// the documents in that index's order (sorted-index.ts). It answers RxDB's reads the way RxDB's
// memory storage does (a query runs along the index its plan chose, between the plan's bounds,
// matched and sorted by RxDB's own helpers), with only RxDB's public helpers, and keeps no
// indexable string per document, which is where the memory storage spends most of its heap.
// Writes come in two steps, so the memory-mapped collection can make a write durable between
// them: `check` (RxDB's conflict check against the current state), then `apply`.
import {
  categorizeBulkWriteRows,
  getQueryMatcher,
  getSortComparator,
  getStartIndexStringFromLowerBound,
  getStartIndexStringFromUpperBound,
  now,
  toArray,
  type BulkWriteRow,
  type PreparedQuery,
  type RxJsonSchema,
  type RxStorageCountResult,
  type RxStorageInstance,
} from 'rxdb';
import type { Doc } from './index-order';
import { SortedIndex } from './sorted-index';

export type CheckedWrite = ReturnType<typeof categorizeBulkWriteRows<unknown>>;

export class DocumentMap {
  private readonly documents = new Map<string, Doc>();
  private readonly indexes = new Map<string, SortedIndex>();
  /** The index clean-up walks: tombstones by their last write. */
  private readonly byDeletion: SortedIndex;

  constructor(
    private readonly schema: RxJsonSchema<Doc>,
    private readonly primaryPath: string,
  ) {
    for (const fields of schema.indexes ?? []) this.indexOf(toArray(fields));
    this.byDeletion = this.indexOf(['_deleted', '_meta.lwt', primaryPath]);
  }

  get size(): number {
    return this.documents.size;
  }

  /** Lets go of every document (the collection ended or was removed). */
  clear(): void {
    this.documents.clear();
    for (const index of this.indexes.values()) index.docs = [];
  }

  /** Every document, tombstones included (what the log keeps). */
  values(): Doc[] {
    return [...this.documents.values()];
  }

  /** RxDB's check of a bulk write against the current state: what applies, what conflicts. */
  check(
    instance: RxStorageInstance<unknown, unknown, unknown>,
    rows: BulkWriteRow<unknown>[],
    context: string,
  ): CheckedWrite {
    const checked = categorizeBulkWriteRows(
      instance,
      this.primaryPath as never,
      this.documents,
      rows,
      context,
    );
    const newest = checked.newestRow?.document;
    if (newest) {
      checked.eventBulk.checkpoint = {
        id: (newest as Record<string, unknown>)[this.primaryPath],
        lwt: newest._meta.lwt,
      };
    }
    return checked;
  }

  /** Applies the accepted rows of a checked write (to be called on the state it was checked on). */
  apply(checked: CheckedWrite): void {
    // By id: a bulk write that names one document twice leaves its last state.
    const replaced = new Map<string, { previous: Doc; next: Doc }>();
    const inserted = new Map<string, Doc>();
    for (const row of [...checked.bulkInsertDocs, ...checked.bulkUpdateDocs]) {
      const next = row.document as Doc;
      const id = this.idOf(next);
      const change = replaced.get(id);
      if (change) change.next = next;
      else if (inserted.has(id)) inserted.set(id, next);
      else {
        const previous = this.documents.get(id);
        if (previous) replaced.set(id, { previous, next });
        else inserted.set(id, next);
      }
      this.documents.set(id, next);
    }
    for (const index of this.indexes.values()) {
      const removed: Doc[] = [];
      const added = [...inserted.values()];
      for (const { previous, next } of replaced.values()) {
        if (index.replace(previous, next)) continue;
        removed.push(previous);
        added.push(next);
      }
      index.change(removed, added);
    }
  }

  /** Loads stored documents into an empty map. */
  load(docs: Doc[]): void {
    for (const doc of docs) this.documents.set(this.idOf(doc), doc);
    const all = [...this.documents.values()];
    for (const index of this.indexes.values()) index.change([], all.slice());
  }

  findDocumentsById(ids: string[], withDeleted: boolean): Doc[] {
    const found: Doc[] = [];
    for (const id of ids) {
      const doc = this.documents.get(id);
      if (doc && (withDeleted || !doc._deleted)) found.push(doc);
    }
    return found;
  }

  query(prepared: PreparedQuery<unknown>): Doc[] {
    const { query, queryPlan: plan } = prepared;
    const skip = query.skip ?? 0;
    const limit = typeof query.limit === 'number' ? query.limit : Infinity;
    const wanted = skip + limit;
    const resort = !plan.sortSatisfiedByIndex;
    const matches = plan.selectorSatisfiedByIndex ? undefined : getQueryMatcher(this.schema, query);
    const { index, first, last } = this.rangeOf(prepared);
    let rows: Doc[] = [];
    for (let at = first; at <= last; at++) {
      const doc = index.docs[at]!;
      if (matches && !matches(doc)) continue;
      rows.push(doc);
      if (!resort && rows.length >= wanted) break;
    }
    if (resort) rows.sort(getSortComparator(this.schema, query));
    if (skip !== 0 || rows.length > wanted) rows = rows.slice(skip, wanted);
    return rows;
  }

  count(prepared: PreparedQuery<unknown>): RxStorageCountResult {
    const { index, first, last } = this.rangeOf(prepared);
    if (prepared.queryPlan.selectorSatisfiedByIndex) {
      return { count: Math.max(0, last - first + 1), mode: 'fast' };
    }
    const matches = getQueryMatcher(this.schema, prepared.query);
    let count = 0;
    for (let at = first; at <= last; at++) if (matches(index.docs[at]!)) count++;
    return { count, mode: 'fast' };
  }

  /** Removes tombstones older than `minimumDeletedTime` ms; answers how many went. */
  purgeTombstones(minimumDeletedTime: number): number {
    const before = now() - minimumDeletedTime;
    const docs = this.byDeletion.docs;
    // Tombstones come last in this index, oldest first.
    const first = this.byDeletion.firstWhere((doc) => doc._deleted);
    const old: Doc[] = [];
    for (let at = first; at < docs.length && docs[at]!._meta.lwt <= before; at++) {
      old.push(docs[at]!);
    }
    for (const doc of old) this.documents.delete(this.idOf(doc));
    for (const index of this.indexes.values()) index.change(old, []);
    return old.length;
  }

  /** The index a query's plan chose and the positions between its bounds. */
  private rangeOf(prepared: PreparedQuery<unknown>) {
    const plan = prepared.queryPlan;
    const fields = plan.index as string[];
    const index = this.indexOf(fields);
    const lower = getStartIndexStringFromLowerBound(this.schema, fields, plan.startKeys);
    const upper = getStartIndexStringFromUpperBound(this.schema, fields, plan.endKeys);
    return {
      index,
      first: index.firstFrom(lower, plan.inclusiveStart),
      last: index.lastUpTo(upper, plan.inclusiveEnd),
    };
  }

  /** The index over `fields`, built on first use for one the schema does not list. */
  private indexOf(fields: string[]): SortedIndex {
    const name = fields.join(',');
    let index = this.indexes.get(name);
    if (!index) {
      index = new SortedIndex(this.schema, fields, this.primaryPath);
      index.change([], [...this.documents.values()]);
      this.indexes.set(name, index);
    }
    return index;
  }

  private idOf(doc: Doc): string {
    return (doc as Record<string, unknown>)[this.primaryPath] as string;
  }
}
