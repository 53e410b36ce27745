// Build step (a Vite plugin, vite.config.ts): which script chunks the service worker precaches on
// a first visit. A resident's app is precached so every page of theirs opens offline; chunks
// that only admin pages or online-only features reach are left out (first-visit
// JavaScript, target ≤ 300 KiB). They are cached the first time they are used instead (the /assets/
// rule in vite.config.ts), and an admin's pages are fetched at sign-in (app/admin-pages.ts), so
// the admin desktop opens them offline after one online visit.
//
// The plan is computed from the bundle's chunk graph, not from file names: starting at the entry
// chunks, it follows static and dynamic imports but stops at a dynamic import of an ONLINE_ONLY
// module. What is not reached is what only those modules need (recharts only through the kitchen
// page, Firebase only through its provider, …); a chunk a resident page also reaches stays. The
// storage worker is an entry too (storage-worker-chunk.ts), so the memory-mapped storage it loads
// stays; Dexie and the move that reads it, which only a profile from before it uses, are cached at
// their first use instead.
import type { Plugin, Rollup } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/** Modules loaded on demand that a resident never needs offline, and why. */
export const ONLINE_ONLY: { module: RegExp; why: string }[] = [
  { module: /\/features\/admin-dashboard\/pages\//, why: 'admin pages' },
  { module: /\/app\/admin-pages\.ts$/, why: 'the table of admin pages' },
  { module: /\/features\/kitchen\/pages\//, why: 'admin page (recharts)' },
  { module: /\/features\/plan-menu\/pages\//, why: 'admin page' },
  { module: /\/features\/statements\/pages\/all-statements-page/, why: 'admin page' },
  { module: /\/features\/hostel-settings\/pages\//, why: 'admin page' },
  { module: /\/features\/chat\/pages\/admin-chat-page/, why: 'admin page' },
  { module: /\/features\/counter\/pages\//, why: 'admin page (the counter, with jsQR)' },
  { module: /\/features\/checkout\/stripe\//, why: 'card form: paying needs the network' },
  { module: /\/lib\/providers\/firebase-identity/, why: 'Firebase: signing in needs the network' },
  {
    // Offline such a page could only fail: the error page then says it needs a connection.
    module: /\/features\/auth\/pages\//,
    why: 'signing in, registering and resetting a password need the network',
  },
  {
    module: /\/rxdb\/dist\/esm\/plugins\/storage-memory\//,
    why: 'memory storage: a browser that cannot keep data works online only',
  },
  {
    // Not online-only: cached at its first use, which is online (the first start of a new
    // version), by the /assets/ rule. Its users are a profile that kept RxDB's Dexie databases
    // from before the memory-mapped storage: the migration reads them, and a start held by a tab
    // of the previous version runs on them (storage-choice.ts); a fresh profile never loads it.
    module: /\/pwa\/src\/db\/dexie-storage\.ts$/,
    why: 'Dexie storage: only for profiles from before the memory-mapped storage, cached when first loaded',
  },
  {
    // Not online-only either: the move of such a profile reads it through the Dexie storage
    // above, which is not precached, so a precached copy of the move alone could never run
    // offline. Both are cached at the first start that moves a profile.
    module: /\/pwa\/src\/db\/dexie-migration\.ts$/,
    why: 'the move of a profile from before the memory-mapped storage: cached when first loaded, with the Dexie storage it reads',
  },
];

const isOnlineOnly = (chunk: Rollup.OutputChunk | undefined) =>
  !!chunk?.facadeModuleId && ONLINE_ONLY.some(({ module }) => module.test(chunk.facadeModuleId!));

/** The script chunks reached from the entries without going through an ONLINE_ONLY import. */
export function residentChunks(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || reached.has(fileName)) return;
    reached.add(fileName);
    chunk.imports.forEach(visit);
    for (const target of chunk.dynamicImports) {
      if (!isOnlineOnly(chunks.get(target))) visit(target);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return reached;
}

/** The plugin records the plan; `leaveOutOfPrecache` (Workbox's manifestTransforms) applies it. */
export function precachePlan(): { plugin: Plugin; leaveOutOfPrecache: ManifestTransform } {
  const left = new Set<string>();
  const plugin: Plugin = {
    name: 'hostel-precache-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      left.clear();
      const kept = residentChunks(bundle);
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && !kept.has(output.fileName)) left.add(output.fileName);
      }
    },
  };
  const leaveOutOfPrecache: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !left.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  });
  return { plugin, leaveOutOfPrecache };
}
