// The day's list a counter verifies passes with (docs/decisions/0232-what-a-counter-keeps-offline.md):
// the one kept on this device at once, then today's from the server whenever it can be reached
// (at opening, when the connection returns, and when the kept one is for another day). The
// server's time comes with it: the counter's clock offset, which its servings carry. The
// residents' photos are fetched through the service worker, so they show offline too.
import { useCallback, useEffect, useState } from 'react';
import { dateAt, type CounterDayList } from '@hostel/shared-schema';
import { mealPassApi } from '../../../lib/api';
import { loadCounterDay, saveCounterDay, type Kept } from '../../../lib/meal-pass/device-store';

export type CounterDayState = {
  kept: Kept<CounterDayList> | undefined;
  fetching: boolean;
  /** The last fetch could not reach the server. */
  offline: boolean;
  refresh: () => Promise<void>;
};

function prefetchPhotos(list: CounterDayList): void {
  for (const { photo } of list.residents) {
    if (photo) void fetch(photo, { credentials: 'same-origin' }).catch(() => undefined);
  }
}

export function useCounterDay(email: string | undefined, now: number): CounterDayState {
  const [kept, setKept] = useState(() => (email ? loadCounterDay(email) : undefined));
  const [fetching, setFetching] = useState(Boolean(email));
  const [offline, setOffline] = useState(false);

  const refresh = useCallback(async () => {
    if (!email) return;
    setFetching(true);
    try {
      const sentAt = Date.now();
      const answer = await mealPassApi.counterDay();
      const offset = answer.serverTime - Math.round((sentAt + Date.now()) / 2);
      const next = { email, offset, answer };
      saveCounterDay(next);
      setKept(next);
      setOffline(false);
      prefetchPhotos(answer);
    } catch {
      setOffline(true);
    } finally {
      setFetching(false);
    }
  }, [email]);

  useEffect(() => {
    setKept(email ? loadCounterDay(email) : undefined);
    void refresh();
    const again = () => void refresh();
    const lost = () => setOffline(true);
    window.addEventListener('online', again);
    window.addEventListener('offline', lost);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener('offline', lost);
    };
  }, [email, refresh]);

  // A new day: the kept list is yesterday's; fetch today's (when online).
  const stale =
    kept !== undefined && dateAt(now + kept.offset, kept.answer.timeZone) !== kept.answer.date;
  useEffect(() => {
    if (stale && !fetching && !offline) void refresh();
  }, [stale, fetching, offline, refresh]);

  return { kept, fetching, offline, refresh };
}
