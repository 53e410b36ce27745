// How a page learns that the engine's worker has ended (engine/remote.ts). Android ends a
// worker under memory pressure, and a port says nothing when the worker on its other end is gone:
// what the page sends there is never answered. The worker holds a Web Lock named after itself for
// its whole life and, asked, tells the page the name; the page asks for the same lock, which the
// browser grants once the worker has ended (a gone context's locks are released). No timers, no
// heartbeat. Without Web Locks nothing is watched (as before). Free of imports: both sides use it.

/** What the page sends to ask for the worker's lock, and what the worker answers. */
export type LifeAsk = { storageWorkerLife: 'ask' };
export type LifeAnswer = { storageWorkerLife: string | null };

/** The part of the Web Locks API used here (navigator.locks; tests give their own). */
export type LifeLocks = {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown>,
  ): Promise<unknown>;
};

export const browserLifeLocks = (): LifeLocks | undefined =>
  (globalThis.navigator as { locks?: LifeLocks } | undefined)?.locks;

export function isLifeAsk(message: unknown): message is LifeAsk {
  return (message as Partial<LifeAsk> | null)?.storageWorkerLife === 'ask';
}

export function isLifeAnswer(message: unknown): message is LifeAnswer {
  const answer = (message as Partial<LifeAnswer> | null)?.storageWorkerLife;
  return answer === null || (typeof answer === 'string' && answer !== 'ask');
}

/**
 * Worker side: answers a page's ask with the name of the lock this worker holds, taken at the
 * first ask and held until `until` settles (never, in a worker: the browser lets it go with the
 * worker). null when there are no Web Locks.
 */
export function lifeTeller(
  locks = browserLifeLocks(),
  until: Promise<unknown> = new Promise(() => undefined),
): (endpoint: { postMessage(message: unknown): void }) => Promise<void> {
  let held: Promise<string | null> | undefined;
  const hold = (): Promise<string | null> => {
    if (!locks) return Promise.resolve(null);
    const name = `hostel-storage-worker-${crypto.randomUUID()}`;
    return new Promise((taken) => {
      void locks
        .request(name, {}, () => {
          taken(name);
          return until.then(
            () => undefined,
            () => undefined,
          );
        })
        .catch(() => taken(null));
    });
  };
  return async (endpoint) => {
    endpoint.postMessage({ storageWorkerLife: await (held ??= hold()) } satisfies LifeAnswer);
  };
}

/**
 * Page side: waits for the worker's lock, and calls `ended` once the browser grants it (the
 * worker is gone). `stop` withdraws the request (the page lets the worker go itself).
 */
export function awaitLifeEnd(locks: LifeLocks, name: string, ended: () => void): { stop(): void } {
  const withdrawn = new AbortController();
  void locks
    .request(name, { signal: withdrawn.signal }, () => {
      if (!withdrawn.signal.aborted) ended();
      return Promise.resolve();
    })
    // Withdrawn before it was granted: an AbortError, expected.
    .catch(() => undefined);
  return { stop: () => withdrawn.abort() };
}
