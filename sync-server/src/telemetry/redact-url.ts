// A request URL as it may be logged: many of the spec's calls carry an e-mail in the path or the
// query (`/api/users/:email`, `?email=`), and a few carry tokens. Path segments that are e-mail
// addresses become `[email]`; query values become `[Redacted]` when their name is sensitive or
// the value is an e-mail address.
const EMAIL = /^[^\s@/]+@[^\s@/]+$/;
/** An `@`, plain or percent-encoded: only such a segment is decoded and looked at. */
const MAYBE_AT = /@|%40/i;
/** Percent-encoding or a `+` (a space): a name that decodes to something else. */
const ENCODED = /[%+]/;
const SENSITIVE_NAME = /e-?mail|pass|token|secret|card|cvc|cvv|session|code|key|auth/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The path with its e-mail segments replaced; only a path with an `@` is taken apart. */
function safePathOf(path: string): string {
  if (!MAYBE_AT.test(path)) return path;
  return path
    .split('/')
    .map((segment) =>
      MAYBE_AT.test(segment) && EMAIL.test(decoded(segment)) ? '[email]' : segment,
    )
    .join('/');
}

/**
 * The query with its sensitive values replaced. A query with no `@`, no encoding and no
 * sensitive word anywhere (the usual one: a page, a search, a category) has nothing to replace.
 */
function safeQueryOf(query: string): string {
  if (!MAYBE_AT.test(query) && !ENCODED.test(query) && !SENSITIVE_NAME.test(query)) return query;
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      // Decoded only when decoding can change what the tests see (a plain query, the usual one,
      // is tested as it is).
      const sensitive =
        SENSITIVE_NAME.test(ENCODED.test(name) ? decoded(name) : name) ||
        (MAYBE_AT.test(value) && EMAIL.test(decoded(value)));
      return sensitive ? `${name}=[Redacted]` : pair;
    })
    .join('&');
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return safePathOf(url);
  return `${safePathOf(url.slice(0, queryAt))}?${safeQueryOf(url.slice(queryAt + 1))}`;
}
