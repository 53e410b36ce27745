// Build step (a Vite plugin, vite.config.ts): which script chunks the service worker precaches on
// a first visit. A visitor's app is precached so every public page opens offline; chunks that
// only a signed-in person's dashboard pages or online-only features reach are left out
// (first-visit JavaScript, target ≤ 300 KiB). They are cached the first time they are used
// instead (the /assets/ rule in vite.config.ts), and the dashboard pages of whoever signs in are
// fetched at sign-in (app/page-modules.ts), so they open offline after one online visit.
//
// The plan is computed from the bundle's chunk graph, not from file names: starting at the entry
// chunks, it follows static and dynamic imports but stops at a dynamic import of a NOT_PRECACHED
// module. What is not reached is what only those modules need (recharts only through the kitchen
// page, Firebase only through its provider, …); a chunk a public page also reaches stays. The
// storage worker is an entry too (storage-worker-chunk.ts), so the memory-mapped storage it loads
// stays; Dexie and the move that reads it, which only a profile from before it uses, are cached at
// their first use instead.
import type { Plugin, Rollup } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import { DASHBOARD_FILES, type DashboardFiles } from '../pwa/src/pwa/asset-cache.js';

/** Modules loaded on demand that a first visit does not precache, and why. */
export const NOT_PRECACHED: { module: RegExp; why: string }[] = [
  { module: /\/features\/admin-dashboard\/pages\//, why: 'admin pages' },
  {
    module: /\/app\/resident-pages\.ts$/,
    why: "the table of a signed-in resident's pages: fetched at sign-in",
  },
  { module: /\/features\/user-dashboard\/pages\//, why: 'a signed-in resident page' },
  { module: /\/features\/chat\/pages\/user-chat-page/, why: 'a signed-in resident page' },
  { module: /\/features\/menu\/pages\/my-skips-page/, why: 'a signed-in resident page' },
  {
    module: /\/features\/statements\/pages\/my-statement-page/,
    why: 'a signed-in resident page',
  },
  {
    module: /\/features\/meal-pass\/pages\//,
    why: 'a signed-in resident page (the meal pass, with its QR code and one-time codes)',
  },
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

const isNotPrecached = (chunk: Rollup.OutputChunk | undefined) =>
  !!chunk?.facadeModuleId && NOT_PRECACHED.some(({ module }) => module.test(chunk.facadeModuleId!));

/** The script chunks of a bundle by file name. */
function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  return chunks;
}

/**
 * The chunks reached from `starts` through static imports, and dynamic ones but those of a
 * NOT_PRECACHED module.
 */
function reachedFrom(chunks: Map<string, Rollup.OutputChunk>, starts: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || reached.has(fileName)) return;
    reached.add(fileName);
    chunk.imports.forEach(visit);
    for (const target of chunk.dynamicImports) {
      if (!isNotPrecached(chunks.get(target))) visit(target);
    }
  };
  starts.forEach(visit);
  return reached;
}

/** The script chunks reached from the entries without going through a NOT_PRECACHED import. */
export function firstVisitChunks(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = chunksOf(bundle);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  return reachedFrom(
    chunks,
    entries.map((chunk) => chunk.fileName),
  );
}

/** Each role's table of dashboard pages (app/page-modules.ts). */
const DASHBOARD_TABLES: Record<keyof DashboardFiles, RegExp> = {
  admin: /\/pwa\/src\/app\/admin-pages\.ts$/,
  resident: /\/pwa\/src\/app\/resident-pages\.ts$/,
};

/**
 * The script files of each role's dashboard pages that the first visit does not precache: the
 * role's table, its pages, and what they reach as the first visit's walk does (static imports,
 * and dynamic ones but those of a NOT_PRECACHED module: Firebase or the card form are still
 * cached at their first use). The page puts them in the chunk cache when someone of that role is
 * signed in.
 */
export function dashboardFiles(
  bundle: Rollup.OutputBundle,
  precached: Set<string>,
): DashboardFiles {
  const chunks = chunksOf(bundle);
  const filesOf = (table: RegExp) => {
    const start = [...chunks.values()].find((chunk) => table.test(chunk.facadeModuleId ?? ''));
    if (!start) throw new Error(`No chunk of the dashboard's table ${String(table)}`);
    // The table's own pages are NOT_PRECACHED modules: followed from the table itself.
    const reached = reachedFrom(chunks, [...start.imports, ...start.dynamicImports]);
    return [...new Set([start.fileName, ...reached])]
      .filter((file) => !precached.has(file))
      .map((file) => `/${file}`);
  };
  return { admin: filesOf(DASHBOARD_TABLES.admin), resident: filesOf(DASHBOARD_TABLES.resident) };
}

/** The plugin records the plan; `leaveOutOfPrecache` (Workbox's manifestTransforms) applies it. */
export function precachePlan(): { plugin: Plugin; leaveOutOfPrecache: ManifestTransform } {
  const left = new Set<string>();
  const plugin: Plugin = {
    name: 'hostel-precache-plan',
    apply: 'build',
    // After Vite's own: its CSS step takes the empty chunks of CSS-only modules out of the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        left.clear();
        const kept = firstVisitChunks(bundle);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && !kept.has(output.fileName)) left.add(output.fileName);
        }
        this.emitFile({
          type: 'asset',
          fileName: DASHBOARD_FILES,
          source: JSON.stringify(dashboardFiles(bundle, kept)),
        });
      },
    },
  };
  const leaveOutOfPrecache: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !left.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  });
  return { plugin, leaveOutOfPrecache };
}
