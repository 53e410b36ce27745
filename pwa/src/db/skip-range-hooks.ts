// Live views of "I'm away" ranges: the ranges of the signed-in user still holding skips (for
// undoing one), and how each skip a range wrote fared: still waiting for the server, skipped, or
// refused with the server's reason (a late one: its cut-off passed before it arrived).
import { useEffect, useMemo, useState } from 'react';
import type { MealType, Skip, SyncRejection } from '@hostel/shared-schema';
import { useWatch } from './hooks';
import { useMySkips } from './menu-hooks';
import { pendingKey } from './sync-status';
import { useSyncStatus } from './sync-status-hooks';

export type SkipRange = { rangeId: string; from: string; to: string; skips: Skip[] };

/** The user's ranges with at least one slot still skipped, soonest first. */
export function useSkipRanges(): { ranges: SkipRange[]; loading: boolean } {
  const { skips, loading } = useMySkips();
  const ranges = useMemo(() => {
    const byRange = new Map<string, Skip[]>();
    for (const skip of skips) {
      if (!skip.skipped || !skip.rangeId) continue;
      byRange.set(skip.rangeId, [...(byRange.get(skip.rangeId) ?? []), skip]);
    }
    return [...byRange]
      .map(([rangeId, items]) => {
        const dates = items.map((skip) => skip.date).sort();
        return { rangeId, from: dates[0], to: dates[dates.length - 1], skips: items };
      })
      .sort((a, b) => a.from.localeCompare(b.from));
  }, [skips]);
  return { ranges, loading };
}

export type SkipOutcome = {
  id: string;
  date: string;
  slot: MealType;
  /** waiting: not on the server yet; done: the server has it; refused: the server said no. */
  state: 'waiting' | 'done' | 'refused';
  reason?: string;
};

/**
 * How the writes of a range fared. `wanted`: the state each written skip asked for (true for a
 * range, false for its undo); `seen`: ids of the refusals known before the writes, so an older
 * refusal of the same slot is not taken for this one's.
 */
export function useSkipOutcomes(
  written: { id: string; date: string; slot: MealType }[],
  wanted: boolean,
  seen: ReadonlySet<number>,
): SkipOutcome[] {
  const { pendingKeys, rejections } = useSyncStatus();
  const ids = written.map((item) => item.id);
  const { value: found } = useWatch('skipped', { ids }, []);
  const local = useMemo(() => new Map(found), [found]);
  // A refusal leaves the sync state once its notice has been shown (acknowledged): its reason is
  // kept here for as long as the outcome is on screen.
  const [reasons, setReasons] = useState<ReadonlyMap<string, string>>(new Map());
  const key = ids.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const found = rejections.filter(
      (item) => item.collection === 'skips' && wanted.has(item.documentId) && !seen.has(item.id),
    );
    if (found.length === 0) return;
    setReasons((known) => {
      if (found.every((item) => known.get(item.documentId) === item.reason)) return known;
      const next = new Map(known);
      for (const item of found) next.set(item.documentId, item.reason);
      return next;
    });
  }, [rejections, key, seen]);
  return written.map(({ id, date, slot }) => {
    const reason = reasons.get(id) ?? newestRefusal(rejections, id, seen)?.reason;
    if (pendingKeys.has(pendingKey('skips', id))) return { id, date, slot, state: 'waiting' };
    if (local.get(id) === wanted && !reason) return { id, date, slot, state: 'done' };
    // Not waiting, yet the device no longer holds the wanted state: the server refused it (its
    // reason may still be on its way).
    return { id, date, slot, state: 'refused', reason };
  });
}

function newestRefusal(
  rejections: SyncRejection[],
  id: string,
  seen: ReadonlySet<number>,
): SyncRejection | undefined {
  return rejections.find(
    (item) => item.collection === 'skips' && item.documentId === id && !seen.has(item.id),
  );
}
