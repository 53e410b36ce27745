// One writer per collection log, whatever the number of storage workers.
// Every tab of a profile shares one SharedWorker, but a SharedWorker is found by its
// script's URL: after an update, a tab of the new version starts a second worker (a new hashed
// URL) while a tab of the old one may still run the first. Both would load the same IndexedDB
// log into their own memory and append records numbered by their own counters, so one's records
// would overwrite the other's: writes lost. A collection therefore holds an exclusive Web Lock,
// named after its IndexedDB database, from before it reads the log until it closes; a second
// worker's open of the same collection waits until the first worker lets go of it (its last
// instance closed, or the worker ended: the browser releases a gone context's locks).
/** The part of the Web Locks API used here (navigator.locks; absent in Node). */
export type LockManagerLike = {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
};

export const browserLocks = (): LockManagerLike | undefined =>
  (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;

/** Waits for the exclusive lock `name`; resolves with its release. No lock manager: no wait. */
export async function holdExclusive(
  locks: LockManagerLike | undefined,
  name: string,
): Promise<() => void> {
  if (!locks) return () => undefined;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((granted) => {
    void locks
      .request(`hostel-mm-writer:${name}`, () => {
        granted();
        return held;
      })
      .catch(() => undefined);
  });
  return release;
}
