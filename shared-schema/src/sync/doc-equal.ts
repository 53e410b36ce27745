// Equality of two replicated documents, shared by the server's push (the client's assumed master
// state against the stored row) and the PWA's conflict handlers: field by field, key order
// ignored, `_id` and `_deleted` included, RxDB's local metadata (`_rev`, `_meta`,
// `_attachments`) and undefined fields ignored. Synchronous and cheap: RxDB calls it often.
export function docEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** Equality restricted to some fields (what a user can change), `_deleted` included. */
export function sameFields(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  fields: readonly string[],
): boolean {
  if (Boolean(a._deleted) !== Boolean(b._deleted)) return false;
  // Lists (a dietary profile's allergens) compare by content, like docEqual.
  return fields.every((field) => canonical(a[field]) === canonical(b[field]));
}

function canonical(value: unknown): string {
  return JSON.stringify(withoutMetadata(value));
}

function withoutMetadata(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMetadata);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(
          ([key, item]) =>
            item !== undefined && (!key.startsWith('_') || key === '_id' || key === '_deleted'),
        )
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, withoutMetadata(item)]),
    );
  }
  return value;
}
