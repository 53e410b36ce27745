// Field-by-field equality of replicated documents, ignoring RxDB's local metadata (_rev, _meta,
// _attachments) and key order. Synchronous and cheap: RxDB calls it often.
export function sameDocument(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(strip(value));
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(
          ([key, item]) =>
            item !== undefined && (!key.startsWith('_') || key === '_id' || key === '_deleted'),
        )
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, strip(item)]),
    );
  }
  return value;
}

/** Equality restricted to some fields (what a user can change), `_deleted` included. */
export function sameFields(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  fields: readonly string[],
): boolean {
  if (Boolean(a._deleted) !== Boolean(b._deleted)) return false;
  return fields.every((field) => a[field] === b[field]);
}
