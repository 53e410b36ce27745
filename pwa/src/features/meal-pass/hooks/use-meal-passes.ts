// The signed-in resident's day passes: those kept on this phone at once (offline too), then the
// server's answer when it can be reached (again whenever the connection returns). The server's
// time comes with its answer: the phone shows codes by its own clock corrected by that offset.
import { useCallback, useEffect, useState } from 'react';
import type { MealPasses } from '@hostel/shared-schema';
import { mealPassApi } from '../../../lib/api';
import { loadPasses, savePasses, type Kept } from '../../../lib/meal-pass/device-store';

export type MealPassState = {
  kept: Kept<MealPasses> | undefined;
  /** Whether the server's answer has been asked for and not yet come back. */
  fetching: boolean;
  /** The last fetch could not reach the server (the kept passes are shown). */
  offline: boolean;
};

export function useMealPasses(email: string | undefined): MealPassState {
  const [kept, setKept] = useState(() => (email ? loadPasses(email) : undefined));
  const [fetching, setFetching] = useState(Boolean(email));
  const [offline, setOffline] = useState(false);

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      if (!email) return;
      setFetching(true);
      try {
        const sentAt = Date.now();
        const answer = await mealPassApi.passes(signal);
        // The answer's time is the server's somewhere within the round trip: its middle.
        const offset = answer.serverTime - Math.round((sentAt + Date.now()) / 2);
        const next = { email, offset, answer };
        savePasses(next);
        setKept(next);
        setOffline(false);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setOffline(true);
      } finally {
        if (!signal?.aborted) setFetching(false);
      }
    },
    [email],
  );

  useEffect(() => {
    setKept(email ? loadPasses(email) : undefined);
    const controller = new AbortController();
    void refresh(controller.signal);
    const again = () => void refresh();
    window.addEventListener('online', again);
    return () => {
      controller.abort();
      window.removeEventListener('online', again);
    };
  }, [email, refresh]);

  return { kept, fetching, offline };
}
