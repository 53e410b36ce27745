// What simulated residents wrote, and what the server answered: 'acked' (a 2xx that applied
// it), 'refused' (a 2xx push whose answer says it was not applied, or a 4xx) and 'unknown'
// (no answer: the server died with the request in flight). After a crash the tests hold the
// database to it: acked writes are there, refused ones are not, unknown ones are all or nothing.
import type { ApiClient } from '../sync-server/src/test-support/api-client';

export type Outcome = 'acked' | 'refused' | 'unknown';
export type LikeWrite = { kind: 'like'; key: string; liked: boolean; outcome: Outcome };
export type ReviewWrite = { kind: 'review'; id?: string; text: string; outcome: Outcome };
export type Write = LikeWrite | ReviewWrite;

/** A network failure (the server is gone) rather than an answer. */
export class NoAnswer extends Error {}

/** Sends a request; a failure to get any answer becomes NoAnswer. */
export async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new NoAnswer(String((error as Error)?.cause ?? error));
  }
}

/** Runs one write and records its outcome; NoAnswer records 'unknown' and is rethrown. */
export async function logged(
  log: Write[],
  write: Omit<LikeWrite, 'outcome'> | Omit<ReviewWrite, 'outcome'>,
  call: () => Promise<Outcome>,
): Promise<Outcome> {
  const entry = { ...write, outcome: 'unknown' } as Write;
  log.push(entry);
  entry.outcome = await send(call);
  return entry.outcome;
}

/** 2xx → acked, 4xx → refused; a 5xx is a bug and fails the test. */
export function outcomeOf(response: { status: number; body: unknown }, what: string): Outcome {
  if (response.status >= 500) {
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.status < 300 ? 'acked' : 'refused';
}

/**
 * The like values the database may hold at the end for each key: an acked write fixes the
 * value, an unknown one may or may not have happened, a refused one changed nothing.
 */
export function possibleLikes(log: Write[], initial: Map<string, boolean>) {
  const possible = new Map<string, Set<boolean>>();
  for (const write of log) {
    if (write.kind !== 'like' || write.outcome === 'refused') continue;
    const now = possible.get(write.key) ?? new Set([initial.get(write.key) ?? false]);
    if (write.outcome === 'acked') possible.set(write.key, new Set([write.liked]));
    else possible.set(write.key, now.add(write.liked));
  }
  return possible;
}

export type Client = ApiClient;
