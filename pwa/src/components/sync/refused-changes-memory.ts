// What this device remembers of the writes the server refused (their reasons come from the data
// layer's rejections list): which ones were already announced in a toast, and which ones the
// resident has seen in the sync menu's "Changes not saved". Kept in localStorage, so a reload
// neither announces a refusal again nor lists one already seen; read through
// useSyncExternalStore and the `storage` event, so every open tab agrees. Ids are the server's
// record ids (unique across users); the newest MAX_IDS of each list are kept.
import { useMemo, useSyncExternalStore } from 'react';
import { readDeviceText, subscribeDeviceMemory, writeDeviceText } from './device-memory';

const SEEN_KEY = 'hostel-refused-changes-seen';
const ANNOUNCED_KEY = 'hostel-refused-changes-announced';
const MAX_IDS = 200;

const read = (key: string) => readDeviceText(key) ?? '[]';

function idsOf(text: string): number[] {
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function add(key: string, ids: readonly number[]): void {
  const known = idsOf(read(key));
  const fresh = ids.filter((id) => !known.includes(id));
  if (fresh.length === 0) return;
  writeDeviceText(key, JSON.stringify([...known, ...fresh].slice(-MAX_IDS)));
}

/** The ids the resident has seen in "Changes not saved" (as text: a stable snapshot). */
export function useSeenRefusals(): ReadonlySet<number> {
  const text = useSyncExternalStore(
    subscribeDeviceMemory,
    () => read(SEEN_KEY),
    () => '[]',
  );
  return useMemo(() => new Set(idsOf(text)), [text]);
}

export const markRefusalsSeen = (ids: readonly number[]) => add(SEEN_KEY, ids);

export const wasAnnounced = (id: number) => idsOf(read(ANNOUNCED_KEY)).includes(id);
export const markAnnounced = (id: number) => add(ANNOUNCED_KEY, [id]);
