// How long the engine's SharedWorker lives once its pages are gone. It is opened with
// `extendedLifetime` (storage-roles.ts), so the browser keeps it after its last page, for a
// reload or a link to another address of the app to find it running. Left to the browser it
// would go on syncing with no page open (its socket, its replications): the worker counts its
// tabs (their leases, tab-lease.ts) and ends itself a grace period after the last one has gone.
// A connection that has not sent its lease yet counts as a tab for a while (a page still
// starting), then no longer (a page that closed before sending it). Without Web Locks there are
// no leases to count: the worker leaves its end to the browser.

/** How long the engine waits for another page once the last one has gone. */
export const ENGINE_GRACE_MS = 10_000;
/** How long a connection without a lease counts as a tab. */
export const UNLEASED_MS = 60_000;

export type PageLife = {
  /** The page's tab lease arrived: it counts until gone() is called. */
  leased(): void;
  /** The page's tab has gone (its lease was granted to the worker). */
  gone(): void;
};

export type EngineLifetime = {
  /** A page connected. */
  connected(): PageLife;
};

export function engineLifetime(
  end: () => void,
  { graceMs = ENGINE_GRACE_MS, unleasedMs = UNLEASED_MS } = {},
): EngineLifetime {
  let tabs = 0;
  let starting = 0;
  let ending: ReturnType<typeof setTimeout> | undefined;

  const idle = () => tabs === 0 && starting === 0;
  const reconsider = () => {
    clearTimeout(ending);
    if (idle()) ending = setTimeout(() => idle() && end(), graceMs);
  };

  return {
    connected() {
      let state: 'starting' | 'expired' | 'leased' | 'gone' = 'starting';
      starting += 1;
      clearTimeout(ending);
      const expiry = setTimeout(() => {
        if (state !== 'starting') return;
        state = 'expired';
        starting -= 1;
        reconsider();
      }, unleasedMs);
      return {
        leased() {
          if (state === 'leased' || state === 'gone') return;
          if (state === 'starting') starting -= 1;
          clearTimeout(expiry);
          clearTimeout(ending);
          state = 'leased';
          tabs += 1;
        },
        gone() {
          if (state !== 'leased') return;
          state = 'gone';
          tabs -= 1;
          reconsider();
        },
      };
    },
  };
}
