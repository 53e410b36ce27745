// What the meal pass and the counter keep on this device, in localStorage under the signed-in
// user's e-mail (docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md,
// 0232-what-a-counter-keeps-offline.md): a resident's coming day passes, and a counter's list
// of the day. Both are read only for the user who fetched them and cleared at sign-out
// (clearMealPassData). The counter's own id is no personal data and stays.
import type { CounterDayList, MealPasses } from '@hostel/shared-schema';
import { IMAGE_CACHE } from '../../pwa/image-cache';

const PASSES_KEY = 'hostel-meals:meal-passes';
const COUNTER_DAY_KEY = 'hostel-meals:counter-day';
const COUNTER_ID_KEY = 'hostel-meals:counter-id';

/** A server answer as kept: whose it is, and the server's clock minus this device's then. */
export type Kept<T> = { email: string; offset: number; answer: T };

function load<T>(key: string, email: string): Kept<T> | undefined {
  try {
    const raw = localStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as Kept<T>) : undefined;
    return kept?.email === email.toLowerCase() ? kept : undefined;
  } catch {
    return undefined;
  }
}

function save<T>(key: string, kept: Kept<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...kept, email: kept.email.toLowerCase() }));
  } catch {
    // Storage full or disabled: the screen still shows what it fetched, until it is closed.
  }
}

export const loadPasses = (email: string) => load<MealPasses>(PASSES_KEY, email);
export const savePasses = (kept: Kept<MealPasses>) => save(PASSES_KEY, kept);
export const loadCounterDay = (email: string) => load<CounterDayList>(COUNTER_DAY_KEY, email);
export const saveCounterDay = (kept: Kept<CounterDayList>) => save(COUNTER_DAY_KEY, kept);

/** This device's counter id (made once: servings name the counter that recorded them). */
export function counterId(): string {
  try {
    const known = localStorage.getItem(COUNTER_ID_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(COUNTER_ID_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * Sign-out: the passes and the counter's list leave the device with the user, and so do the
 * residents' photos the counter fetched for the service worker's image cache.
 */
export function clearMealPassData(): void {
  let photos: string[] = [];
  try {
    const raw = localStorage.getItem(COUNTER_DAY_KEY);
    const kept = raw ? (JSON.parse(raw) as Kept<CounterDayList>) : undefined;
    photos = kept?.answer.residents.map((resident) => resident.photo) ?? [];
    localStorage.removeItem(PASSES_KEY);
    localStorage.removeItem(COUNTER_DAY_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  if (photos.length > 0 && typeof caches !== 'undefined') {
    void caches
      .open(IMAGE_CACHE.name)
      .then((cache) => Promise.all(photos.map((url) => cache.delete(url))))
      .catch(() => undefined);
  }
}
