// Service worker registration (vite-plugin-pwa, prompt mode): the app registers the worker once,
// checks for a new version every hour, and exposes "a new version is waiting" to the UI as a
// tiny store, so <UpdatePrompt/> can ask before reloading (an unasked reload could lose a form).
import { registerSW } from 'virtual:pwa-register';

type Listener = (state: UpdateState) => void;
export type UpdateState = { needRefresh: boolean; offlineReady: boolean };

let state: UpdateState = { needRefresh: false, offlineReady: false };
const listeners = new Set<Listener>();
let updateServiceWorker: ((reload?: boolean) => Promise<void>) | undefined;

function set(next: Partial<UpdateState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener(state);
}

export const swUpdates = {
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Activate the waiting worker and reload into the new version. */
  apply: () => updateServiceWorker?.(true),
  dismiss: () => set({ needRefresh: false, offlineReady: false }),
};

const HOURLY = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => set({ needRefresh: true }),
    onOfflineReady: () => set({ offlineReady: true }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, HOURLY);
    },
    onRegisterError: (error) => console.warn('service worker registration failed', error),
  });
}
