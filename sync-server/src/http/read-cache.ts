// The read cache: public GET answers (the same for everybody, whoever asks) kept as JSON, keyed
// by the request URL and the replication sequence read when the request arrived. Every write to a
// synced row takes a new sequence number, so an answer cached under the current number is exactly
// what the query would answer now. (The sequence is read from the database, not tracked in
// memory, so writes by other processes or instances count too: on SQLite from the next turn of
// the event loop, on PostgreSQL once their notice arrives; docs/decisions/0289, 0132.)
//
// Why this is safe: the sequence is read BEFORE the query runs, and the database never lets a
// read see a write that has not committed. An answer stored under N therefore reflects sequence N
// or later, and it is only served while the current sequence is still N — when nothing changed.
//
// A Koa middleware (docs/decisions/0180): a hit skips the body parser, the session and the route.
// A miss is computed once however many requests wait for it (single flight). Large answers are
// also kept brotli- and gzip-encoded, made once per answer, so compression costs nothing per hit,
// and each entry keeps its hit answer per encoding (headers and bytes), made at its first hit:
// an answer asked only once (a new search word) stays one string until it is dropped.
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import type { AppState } from './context';
import { noteRoute } from '../telemetry/request-facts';

/**
 * The current replication sequence, read from the database (synchronously where it can be); a
 * scale-out reads it from the shared database.
 */
export type SequenceSource = () => number | Promise<number>;

/** Public answers that depend only on the URL and the data (never on the session). */
const CACHEABLE = [
  /^\/api\/all-meals$/,
  /^\/api\/all-meals-home$/,
  /^\/api\/meal\/[^/]+$/,
  /^\/api\/meal-wise-reviews$/,
  /^\/api\/review\/[^/]+$/,
  /^\/api\/all-upcoming-meals-user$/,
  /^\/api\/sync\/(meals|upcoming-meals|reviews)\/pull$/,
];

/**
 * Of those, the answers that show reviewers' e-mails to signed-in readers only
 * (domain/reviews/reviewer-privacy.ts): the cache holds their signed-out view alone, so a request
 * carrying a session cookie neither reads nor fills it (a made-up cookie must not reach another
 * reader's answer either way).
 */
const READER_DEPENDENT = [
  /^\/api\/meal-wise-reviews$/,
  /^\/api\/review\/[^/]+$/,
  /^\/api\/sync\/reviews\/pull$/,
];
const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Host-)?hm_session=/;

/** True when this request's answer may depend on its session, so the cache must stay out. */
function readsAsSignedIn(path: string, cookieHeader: string | undefined): boolean {
  return (
    cookieHeader !== undefined &&
    SESSION_COOKIE_PATTERN.test(cookieHeader) &&
    READER_DEPENDENT.some((pattern) => pattern.test(path))
  );
}

export const COMPRESS_THRESHOLD = 1024;
/** The encodings a large answer is offered in, in this order of preference. */
const OFFERED_ENCODINGS = ['br', 'gzip', 'identity'];
const BROTLI_QUALITY = 4; // koa-compress's default for answers made per request
const encoders = {
  br: (body: string | Buffer) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }),
  gzip: (body: string | Buffer) => promisify(gzip)(body),
};
type Encoding = keyof typeof encoders;

type Entry = {
  /** The request URL it answers: its key in the cache. */
  key: string;
  seq: number;
  type: string;
  headers: [string, string][];
  /**
   * The answer's JSON: its text until its first hit, then its bytes, kept for every later hit
   * (one copy at a time). An answer asked once stays text, one heap object, which the collector
   * moves and frees far more cheaply than a Buffer over an off-heap store.
   */
  body: string | Buffer;
  /** Its UTF-8 length: large answers are offered compressed. */
  bodyBytes: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The hit answer in each encoding, once its bytes are ready (the same object every hit). */
  hits: Partial<Record<Encoding | 'identity', CachedAnswer>>;
  /** Its JSON's bytes and its encoded copies': its size toward maxBytes. */
  bytes: number;
  /** The route pattern that computed it (for the request log and metrics of its hits). */
  route: string;
};

/** Headers Koa or the encoding step set per response; everything else the route set is kept. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'vary',
  'x-cache',
]);

export type ReadCacheOptions = {
  maxBytes?: number;
  /**
   * Told of every answer the cache gives, reused (hit) or computed (miss), with its URL. For the
   * metrics.
   */
  onOutcome?: (outcome: 'hit' | 'miss', url: string) => void;
};

/**
 * An answer ready to send: its headers in the order they are set, its bytes, and the route
 * pattern that computed it.
 */
type CachedAnswer = { headers: [string, string][]; body: string | Buffer; route: string };
/** Picks the answer's encoding from the request's Accept-Encoding (Koa's acceptsEncodings). */
type PickEncoding = (...encodings: string[]) => string | false;

export type ReadCache = Middleware<AppState> & {
  stats: () => { entries: number; bytes: number };
};

export function readCache(
  currentSeq: SequenceSource,
  { maxBytes = 64 * 1024 * 1024, onOutcome }: ReadCacheOptions = {},
): ReadCache {
  // lru-cache marks an entry used without moving it in a Map: a Map kept in recency order by
  // deleting and re-inserting the key on every hit left a deleted slot behind each time, and a
  // much-read key's chain of them made every hit slower the more entries the cache held (62 µs
  // a hit with 30,000 entries, once one-off queries had filled it).
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  let generation = -1;

  const store = (key: string, entry: Entry) => {
    if (entry.seq !== generation || entry.bytes > maxBytes / 4) return;
    entries.set(key, entry); // the least recently used go once maxBytes is passed
  };
  /**
   * Counts an entry's new encoded copy toward maxBytes. lru-cache sizes an entry when it is set
   * (setting the same object again keeps its old size), so the entry is set anew, if it is still
   * kept; the least recently used go if it no longer fits. (A quarter of the bound is what an
   * answer may take to be let in; once in, it stays while it fits.)
   */
  const recount = (entry: Entry) => {
    if (entries.peek(entry.key) !== entry) return;
    entries.delete(entry.key);
    entries.set(entry.key, entry);
  };

  /** Takes the sequence just read; a new one empties the cache. */
  const adopt = (seq: number) => {
    if (seq !== generation) {
      // A write happened: every cached answer belongs to an older sequence and can never be
      // served again.
      entries.clear();
      generation = seq;
    }
    return seq;
  };
  /** The entry of `key` cached under `seq`, marked most recently used. */
  const fresh = (key: string, seq: number) => {
    const entry = entries.get(key);
    return entry && entry.seq === seq ? entry : undefined;
  };

  const serve = (ctx: Parameters<Middleware>[0], entry: Entry, outcome: 'hit' | 'miss') => {
    onOutcome?.(outcome, ctx.url);
    noteRoute(ctx.req, entry.route);
    return serveEntry(ctx, entry, outcome, recount);
  };

  const middleware: Middleware<AppState> = async (ctx, next) => {
    if (
      ctx.method !== 'GET' ||
      !CACHEABLE.some((pattern) => pattern.test(ctx.path)) ||
      readsAsSignedIn(ctx.path, ctx.get('cookie') || undefined)
    ) {
      return next();
    }
    const seq = adopt(await currentSeq());
    const key = ctx.url;
    let entry = fresh(key, seq);
    if (entry) return serve(ctx, entry, 'hit');
    const flightKey = `${seq} ${key}`;
    const waiting = inFlight.get(flightKey);
    if (waiting) {
      entry = await waiting;
      return entry ? serve(ctx, entry, 'hit') : next();
    }
    let settle!: (entry: Entry | undefined) => void;
    inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    try {
      // The security headers, Vary: not the route's (Node's getHeaders makes a copy).
      const before = ctx.res.getHeaders();
      await next();
      entry = capture(ctx, key, seq, before);
      if (entry) store(key, entry);
    } finally {
      settle(entry);
      inFlight.delete(flightKey);
    }
    if (entry) await serve(ctx, entry, 'miss');
  };
  return Object.assign(middleware, {
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  });
}

/** The route's answer as an entry, when it is a 200 JSON answer. */
function capture(
  ctx: Parameters<Middleware>[0],
  key: string,
  seq: number,
  before: OutgoingHttpHeaders,
): Entry | undefined {
  const body: unknown = ctx.body;
  if (ctx.status !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body)) {
    return undefined;
  }
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined; // a stream
  const text = JSON.stringify(body); // what Koa itself would send
  const bodyBytes = Buffer.byteLength(text);

  const after = ctx.res.getHeaders(); // names lower-cased, as Node keeps them
  const headers: [string, string][] = [];
  for (const name in after) {
    const value = after[name];
    if (!PER_RESPONSE.has(name) && before[name] !== value) headers.push([name, String(value)]);
  }
  return {
    key,
    seq,
    type: String(after['content-type'] || 'application/json; charset=utf-8'),
    headers,
    body: text,
    bodyBytes,
    encoded: {},
    hits: {},
    bytes: bodyBytes,
    route: (ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path,
  };
}

/** The encoding of an entry's answer to a request that accepts what `pickEncoding` says. */
function encodingOf(entry: Entry, pickEncoding: PickEncoding): Encoding | 'identity' {
  if (entry.bodyBytes < COMPRESS_THRESHOLD) return 'identity';
  const encoding = pickEncoding(...OFFERED_ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
}

/**
 * The entry's body in `encoding`: encoded once, then kept. Unencoded, a hit turns the text into
 * bytes (once: every later answer sends them); a miss sends what there is.
 */
function bodyIn(
  entry: Entry,
  encoding: Encoding | 'identity',
  outcome: 'hit' | 'miss',
  grown: (entry: Entry) => void,
): string | Buffer | Promise<Buffer> {
  if (encoding === 'identity') {
    if (outcome === 'hit' && typeof entry.body === 'string') entry.body = Buffer.from(entry.body);
    return entry.body;
  }
  if (!entry.encoded[encoding]) {
    const pending = encoders[encoding](entry.body);
    entry.encoded[encoding] = pending;
    pending
      .then((encoded) => {
        entry.bytes += encoded.length;
        grown(entry);
      })
      .catch(() => undefined);
  }
  return entry.encoded[encoding];
}

/**
 * The headers and bytes of a cached answer in `encoding` (set in this order, after the security
 * headers and koa-compress's `Vary: Accept-Encoding`; Content-Length follows the body).
 */
function answerWith(
  entry: Entry,
  outcome: 'hit' | 'miss',
  encoding: Encoding | 'identity',
  body: string | Buffer,
): CachedAnswer {
  // X-Cache is for operators and tests: was this answer computed or reused.
  const headers: [string, string][] = [['X-Cache', outcome], ...entry.headers];
  headers.push(['Content-Type', entry.type]);
  if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
  return { headers, body, route: entry.route };
}

/** The answer in the encoding the request accepts; a hit's is made once per entry and encoding. */
async function answerOf(
  entry: Entry,
  outcome: 'hit' | 'miss',
  pickEncoding: PickEncoding,
  grown: (entry: Entry) => void,
): Promise<CachedAnswer> {
  const encoding = encodingOf(entry, pickEncoding);
  const kept = outcome === 'hit' ? entry.hits[encoding] : undefined;
  if (kept) return kept;
  const body = await bodyIn(entry, encoding, outcome, grown);
  const answer = answerWith(entry, outcome, encoding, body);
  if (outcome === 'hit') entry.hits[encoding] = answer;
  return answer;
}

/** Answers with the entry; `grown` is called when a new encoded copy of it is kept. */
async function serveEntry(
  ctx: Parameters<Middleware>[0],
  entry: Entry,
  outcome: 'hit' | 'miss',
  grown: (entry: Entry) => void,
): Promise<void> {
  const pickEncoding = (...encodings: string[]) => ctx.acceptsEncodings(...encodings);
  const answer = await answerOf(entry, outcome, pickEncoding, grown);
  ctx.status = 200;
  // The answer's encoding is chosen here, once per entry: koa-compress, in front of the cache
  // in the app, has said `Vary: Accept-Encoding` for every answer and has nothing left to do
  // (its documented switch; it would otherwise test the type and the request's encodings again).
  ctx.compress = false;
  for (const [name, value] of answer.headers) ctx.set(name, value);
  ctx.body = answer.body;
}
