// One index of the document map: the collection's documents in the index's order, as references
// to the documents themselves (no key kept per document, see index-order.ts). A change of one
// document moves it by binary search; a bulk write merges its sorted documents in one pass.
import { getIndexableStringMonad, type RxJsonSchema } from 'rxdb';
import { indexOrder, type Doc, type DocOrder } from './index-order';

/** Below this many changes at once, each moves alone; from it, the array is rebuilt in a pass. */
const REBUILD_FROM = 64;

export class SortedIndex {
  /** The documents in index order. */
  docs: Doc[] = [];
  private readonly order: DocOrder;
  /** RxDB's indexable string of a document, for comparing with a query's bounds. */
  private readonly keyOf: (doc: Doc) => string;

  constructor(schema: RxJsonSchema<Doc>, fields: readonly string[], primaryPath: string) {
    // The primary key last makes every position unique, whatever RxDB's index ends with.
    const unique = fields.at(-1) === primaryPath ? fields : [...fields, primaryPath];
    this.order = indexOrder(schema, unique);
    this.keyOf = getIndexableStringMonad(schema, fields as string[]) as (doc: Doc) => string;
  }

  /** Applies a write: `removed` are stored states that leave, `added` the states that enter. */
  change(removed: readonly Doc[], added: Doc[]): void {
    if (removed.length + added.length >= REBUILD_FROM) {
      this.rebuild(removed, added);
      return;
    }
    for (const doc of removed) this.docs.splice(this.positionOf(doc), 1);
    for (const doc of added) this.docs.splice(this.positionOf(doc), 0, doc);
  }

  /** Replaces a stored state by its next one: in place when its position does not change. */
  replace(previous: Doc, next: Doc): boolean {
    if (this.order(previous, next) !== 0) return false;
    this.docs[this.positionOf(previous)] = next;
    return true;
  }

  private rebuild(removed: readonly Doc[], added: Doc[]): void {
    const leaving = new Set(removed);
    const kept = leaving.size === 0 ? this.docs : this.docs.filter((doc) => !leaving.has(doc));
    added.sort(this.order);
    this.docs = mergeSorted(kept, added, this.order);
  }

  /** The first position whose document is not before `doc`. */
  private positionOf(doc: Doc): number {
    return this.firstWhere((stored) => this.order(stored, doc) >= 0);
  }

  /** The first position at or after (inclusive) or after the index string `lower`. */
  firstFrom(lower: string, inclusive: boolean): number {
    return this.firstWhere((doc) => {
      const key = this.keyOf(doc);
      return inclusive ? key >= lower : key > lower;
    });
  }

  /** The last position at or before (inclusive) or before the index string `upper`. */
  lastUpTo(upper: string, inclusive: boolean): number {
    const past = this.firstWhere((doc) => {
      const key = this.keyOf(doc);
      return inclusive ? key > upper : key >= upper;
    });
    return past - 1;
  }

  /** The first position whose document passes `past` (once true, true for all after it). */
  firstWhere(past: (doc: Doc) => boolean): number {
    let low = 0;
    let high = this.docs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (past(this.docs[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

function mergeSorted(a: Doc[], b: Doc[], order: DocOrder): Doc[] {
  if (b.length === 0) return a;
  const merged: Doc[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = order(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) merged[k++] = a[i++]!;
  while (j < b.length) merged[k++] = b[j++]!;
  return merged;
}
