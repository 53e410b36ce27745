// The PWA build (root: pwa/, output: dist/). In development Vite proxies the backend (/api and
// socket.io) to the sync server on port 3000, so the app always talks to its own origin.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSET_CACHE } from './pwa/src/pwa/asset-cache.js';
import { IMAGE_CACHE } from './pwa/src/pwa/image-cache.js';
import { precachePlan } from './scripts/precache-plan.js';
import { storageWorkerChunk } from './scripts/storage-worker-chunk.js';
import { chunkGroups } from './scripts/chunk-groups.js';
import { endpointRoutes } from './scripts/endpoint-routes.js';
import { PAGES_OF_THEIR_OWN, prerenderPages } from './scripts/prerender-pages.js';
import { startModules } from './scripts/start-modules.js';
import { jsonSchemaAtBuild } from './scripts/json-schema-at-build.js';
import { failOnUnresolvedImport, noUnresolvedImports } from './scripts/unresolved-imports.js';

// A file of an installed package, by path: the data layer's two aliases below name builds the
// packages' `exports` do not list under Vite's conditions.
const nodeModule = (file: string) =>
  fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));
const backend = `http://localhost:${process.env.PORT ?? 3000}`;
// Admin-only and online-only chunks stay out of the first visit's precache (scripts/precache-plan.ts).
const plan = precachePlan();

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  plugins: [
    react(),
    // The home, sign-in and sign-up pages' first paint in their HTML; other routes get shell.html.
    prerenderPages(),
    plan.plugin,
    // The storage worker shares the page's chunks (scripts/storage-worker-chunk.ts).
    storageWorkerChunk(),
    // boot.ts requests the app's files at once and runs them in stages.
    startModules(),
    // The browser's endpoint table: method and path, without the schemas (scripts/endpoint-routes.ts).
    endpointRoutes(),
    // The RxDB schemas as JSON, made at build rather than at every start.
    jsonSchemaAtBuild(),
    // An import the build cannot resolve fails it, before dist/ is written (scripts/unresolved-imports.ts).
    noUnresolvedImports(),
    VitePWA({
      // The update prompt (pwa/src/pwa/) asks before a new version takes over: a silent reload
      // could throw away a half-written review or form.
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      // Every file of public/ the precache needs is in globPatterns below: listing the icons and
      // pictures here too put each in the precache twice.
      includeManifestIcons: false,
      manifest: {
        name: 'Hostel Meals',
        short_name: 'Hostel Meals',
        description: 'Browse, like, review and request your hostel meals — even offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#b4501b',
        background_color: '#faf6f1',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Precache the app shell: index.html, every CSS file, every script chunk a resident's
        // pages reach (lazy route chunks too, so any of their pages opens offline after the
        // first visit), the icons, logo, default avatar and error picture. Chunks only admin
        // pages or online-only features reach are left out (precache-plan.ts) and cached on
        // first use by the /assets/ rule below. Meal data is not precached: it lives in RxDB.
        // (The web app manifest is added by vite-plugin-pwa itself.)
        globPatterns: ['**/*.{js,css,html,png,svg,ico}'],
        // The sign-in and sign-up pages' prerendered HTML is for a first visit, from the network
        // (PAGES_OF_THEIR_OWN). The first three are vite-plugin-pwa's own defaults, which this
        // list replaces.
        globIgnores: ['**/node_modules/**/*', 'sw.js', 'workbox-*.js', ...PAGES_OF_THEIR_OWN],
        manifestTransforms: [plan.leaveOutOfPrecache],
        // A deep link opened offline (/meal/42, /dashboard/...) gets the shell; the router then
        // shows the page or the error page. The backend's own paths must never get index.html.
        // (index.html itself, with the home page's first paint, answers / only.)
        navigateFallback: 'shell.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/healthz$/, /^\/socket\.io(\/|$)/],
        cleanupOutdatedCaches: true,
        // Web Push: the `push` and `notificationclick` handlers (pwa/public/push-sw.js).
        importScripts: ['push-sw.js'],
        // The first install takes control of the open page at once, so the images it shows (and
        // the prefetch of pwa/src/pwa/prefetch-images.ts) are cached on the very first visit; an
        // UPDATE still waits for the prompt (no skipWaiting).
        clientsClaim: true,
        // Workbox's runtime inside sw.js rather than a second file loaded by a small AMD loader:
        // one script for the worker, and half a KiB less on a first visit.
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            // Scripts and styles left out of the precache (admin pages, the card form, Firebase):
            // content-hashed names never change, so the first copy is good forever. Precached
            // files never reach this rule (the precache route comes first). The cap keeps old
            // versions' chunks from piling up.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: ASSET_CACHE.name,
              expiration: { maxEntries: ASSET_CACHE.maxEntries, purgeOnQuotaError: true },
              // Only 200 answers are cached: Workbox's default when no plugin decides (a
              // `cacheableResponse: { statuses: [200] }` said the same and added its module to
              // sw.js).
            },
          },
          {
            // Uploaded meal and profile images never change under a name (the server stores
            // each upload under a new name), so the first copy seen is good forever: CacheFirst
            // makes meal cards show their pictures offline. The cap and expiry (image-cache.ts)
            // keep the cache bounded; the app prefetches meal pictures within that cap.
            // (Workbox copies this function's source into sw.js: it cannot call imported code.)
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: IMAGE_CACHE.name,
              expiration: {
                maxEntries: IMAGE_CACHE.maxEntries,
                maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds,
                purgeOnQuotaError: true,
              },
              // Only 200 answers are cached (Workbox's default, as above).
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // The data layer's two packages: the ES2015+ builds they also ship, not the ES5 ones their
    // `module` field or default export condition names (or, for Dexie, wraps): the same code
    // without the ES5 helpers (tslib's classes for rxjs), a smaller first visit. Every browser
    // the app runs in (module workers, service workers) runs ES2017, and the build's target
    // applies. Every other package is resolved through its published `exports`: aliases into
    // other packages' files each saved under 10 KiB (docs/performance-log/2026-11-27.md,
    // "First-visit JavaScript").
    alias: [
      { find: /^rxjs$/, replacement: nodeModule('rxjs/dist/esm/index.js') },
      { find: /^rxjs\/operators$/, replacement: nodeModule('rxjs/dist/esm/operators/index.js') },
      // Dexie's `import` condition is a wrapper around its ES5 UMD build (the wrapper keeps one
      // Dexie when a page loads both its CommonJS and ES builds; the bundle has only this one).
      { find: /^dexie$/, replacement: nodeModule('dexie/dist/modern/dexie.mjs') },
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    // Fewer, larger chunks where they load together anyway (scripts/chunk-groups.ts).
    rolldownOptions: {
      output: { codeSplitting: chunkGroups() },
      onLog: failOnUnresolvedImport,
    },
    // No preload list for the storage worker's on-demand imports (storage-worker.ts loads its
    // storage when first opened): Vite's preload helper adds `<link rel=modulepreload>` through
    // `document`, which a worker does not have, and the import would fail.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.includes('storage-worker') ? [] : deps,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/healthz': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
