// Prefetches the pictures of the meals and upcoming meals already on the device into the service
// worker's image cache, so meals never opened online still show their picture
// offline. It runs at once on Wi-Fi (or a wired link), otherwise when the browser is idle; never
// with Data Saver on, never offline; one image at a time, within IMAGE_CACHE.prefetchMax. The
// fetches go through the worker, whose Workbox rule stores them and enforces the cap and expiry.
import { debounceTime } from 'rxjs';
import { mealImageUrls$ } from '../db';
import { IMAGE_CACHE, isUploadedImage } from './image-cache';

type NetworkInformation = { type?: string; saveData?: boolean };
const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

const onWifi = () => ['wifi', 'ethernet'].includes(connection()?.type ?? '');

function whenWifiOrIdle(run: () => void) {
  if (onWifi()) return run();
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 2000);
}

export function startImagePrefetch(): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const seen = new Set<string>();
  const queue: string[] = [];
  let running = false;

  const run = async () => {
    if (running) return;
    running = true;
    try {
      // Only a controlling worker stores what we fetch (its rule holds the cap and expiry).
      await navigator.serviceWorker.ready;
      while (queue.length > 0 && navigator.onLine && navigator.serviceWorker.controller) {
        const url = queue.shift()!;
        await fetch(url, { credentials: 'same-origin' }).catch(() => seen.delete(url));
      }
    } finally {
      running = false;
    }
  };

  mealImageUrls$()
    .pipe(debounceTime(1000))
    .subscribe((urls) => {
      if (connection()?.saveData) return;
      for (const raw of urls) {
        if (seen.size >= IMAGE_CACHE.prefetchMax) break;
        const url = new URL(raw, window.location.href);
        if (url.origin !== window.location.origin || !isUploadedImage(url)) continue;
        if (seen.has(url.href)) continue;
        seen.add(url.href);
        queue.push(url.href);
      }
      if (queue.length > 0) whenWifiOrIdle(() => void run());
    });
  // Back online (or a worker took control): finish what is left.
  window.addEventListener('online', () => whenWifiOrIdle(() => void run()));
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    whenWifiOrIdle(() => void run()),
  );
}
