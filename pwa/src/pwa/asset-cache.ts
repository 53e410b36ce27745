// The service worker's cache of script and style chunks left out of the precache (admin pages,
// the card form, Firebase; scripts/precache-plan.ts): its name and
// cap, read by vite.config.ts (the Workbox rule) and by the tests that look into it.
export const ASSET_CACHE = {
  name: 'app-chunks',
  /** About twice the chunks left out of one build, so an update's chunks fit beside the old. */
  maxEntries: 120,
} as const;
