// One copy of each repeated value the device keeps. JSON.parse makes a new string for every
// value it reads, so 50k pulled reviews carry 50k copies of their meals' ids and of their
// authors' names and e-mails, each also referenced by the review's replication row: two thirds
// of what those documents take in memory. A replication passes what it pulls through a pool of
// its own, which swaps each value of the collection's repeated fields for the copy it already
// holds. The pool holds each distinct value once (about as many as the collection has meals and
// authors) and lives as long as the replication.
import { SYNC_COLLECTIONS, SYNCED_COLLECTIONS } from '@hostel/shared-schema';
import { collectionOfSync, type CollectionName, type DocTypes } from './collections';

/**
 * Fields whose values repeat across a collection's documents (the registry's `repeatedFields`):
 * a reference, an author, a label. Only the collections that name some.
 */
export const REPEATED_FIELDS: { [K in CollectionName]?: readonly (keyof DocTypes[K] & string)[] } =
  Object.fromEntries(
    SYNC_COLLECTIONS.filter((sync) => SYNCED_COLLECTIONS[sync].repeatedFields.length > 0).map(
      (sync) => [collectionOfSync(sync), SYNCED_COLLECTIONS[sync].repeatedFields],
    ),
  );

export class RepeatedValues {
  private readonly pool = new Map<string, string>();

  constructor(private readonly fields: readonly string[]) {}

  /** How many distinct values the pool holds. */
  get size(): number {
    return this.pool.size;
  }

  /** Puts the pool's copy of each repeated value into `documents` (fresh from a pull: owned). */
  share<T>(documents: T[]): T[] {
    if (this.fields.length === 0) return documents;
    for (const document of documents) {
      const doc = document as Record<string, unknown>;
      for (const field of this.fields) {
        const value = doc[field];
        if (typeof value === 'string') doc[field] = this.copyOf(value);
        else if (Array.isArray(value)) {
          for (let at = 0; at < value.length; at++) {
            const item: unknown = value[at];
            if (typeof item === 'string') value[at] = this.copyOf(item);
          }
        }
      }
    }
    return documents;
  }

  private copyOf(value: string): string {
    const held = this.pool.get(value);
    if (held !== undefined) return held;
    this.pool.set(value, value);
    return value;
  }
}
