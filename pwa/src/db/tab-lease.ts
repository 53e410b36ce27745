// How the engine's worker learns that a tab is gone (engine-serve.ts): the SharedWorker, or the
// worker of the tab that leads where there is none (engine-leader.ts). A port says nothing when
// the page on its other end closes, crashes or navigates away, so the watches a tab made there
// would run for the worker's whole life (their answers posted to a dead port), one more set at
// every reload. Each tab holds a Web Lock named after it for as long as it lives (or until it lets
// its port go), and tells the engine the name; the engine asks for the same lock, which the
// browser grants once the tab has gone, and ends that tab's watches then. Without Web Locks
// nothing is ended. Free of imports: both sides use it.

/** Every tab lease's name starts so (storage-choice.ts tells tabs on the one storage by it). */
export const TAB_LEASE_PREFIX = 'hostel-storage-tab-';

/** The message a tab sends its port: the name of the lock it holds. */
export type TabLeaseMessage = { tabLease: string };

type Locks = {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
};
const locksOf = (): Locks | undefined =>
  (globalThis.navigator as { locks?: Locks } | undefined)?.locks;

/** Whether this browser has Web Locks (without them no tab sends a lease). */
export const hasWebLocks = (): boolean => locksOf() !== undefined;

/**
 * Page side: takes a lock for this tab's port and sends its name; returns how to let it go (the
 * port closes normally). Resolves once the lock is held, so the worker's request comes after.
 */
export async function holdTabLease(port: {
  postMessage(message: unknown): void;
}): Promise<() => void> {
  const locks = locksOf();
  if (!locks) return () => undefined;
  const name = `${TAB_LEASE_PREFIX}${crypto.randomUUID()}`;
  let release = () => undefined as void;
  await new Promise<void>((held) => {
    void locks.request(name, () => {
      held();
      return new Promise<void>((resolve) => (release = resolve));
    });
  });
  port.postMessage({ tabLease: name } satisfies TabLeaseMessage);
  return () => release();
}

/** Worker side: calls `gone` once the tab holding this lock has gone (or let its port go). */
export function whenTabGone(message: TabLeaseMessage, gone: () => void): void {
  void locksOf()?.request(message.tabLease, () => {
    gone();
    return Promise.resolve();
  });
}

export function isTabLease(message: unknown): message is TabLeaseMessage {
  return typeof (message as Partial<TabLeaseMessage> | null)?.tabLease === 'string';
}
