// The service worker's cache of uploaded images (meal pictures, avatars): its name and limits,
// read by vite.config.ts (the Workbox rule) and by the image prefetch, so both agree on the cap.
export const IMAGE_CACHE = {
  name: 'uploaded-images',
  /** The cap: the oldest-used images go first beyond it (Workbox ExpirationPlugin). */
  maxEntries: 300,
  /** An image unused this long is dropped. */
  maxAgeSeconds: 60 * 60 * 24 * 30,
  /** The prefetch stays well inside the cap, leaving room for images the user opens. */
  prefetchMax: 200,
} as const;

/** Uploaded images are served by our own backend under /api/uploads/ (vite.config.ts's rule
 * repeats this test inline: Workbox copies that function's source into the worker). */
export const isUploadedImage = (url: URL) => url.pathname.startsWith('/api/uploads/');
