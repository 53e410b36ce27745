// Small texts this device remembers across reloads and tabs (the storage notice's dismissals,
// the refusals already announced or seen): kept in localStorage, with the page's memory standing
// in where localStorage is blocked. `subscribeDeviceMemory` suits useSyncExternalStore: it hears
// this page's writes and, through the browser's `storage` event, the other tabs'.
const listeners = new Set<() => void>();
/** Where localStorage is blocked, the memory of this page stands in. */
const memory = new Map<string, string>();

export function readDeviceText(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeDeviceText(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // blocked: remembered for this page only
  }
  listeners.forEach((listener) => listener());
}

export function subscribeDeviceMemory(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
