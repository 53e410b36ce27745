// Build step (Rolldown's `codeSplitting` groups, vite.config.ts): fewer, larger script chunks.
// Left to itself the bundler makes one chunk for every set of lazy modules that shares code, so
// a resident's app was ~80 files, many of a few hundred bytes: each file is compressed alone
// (brotli learns nothing from its neighbours) and pays for its imports of hashed names. Merged,
// the same code is smaller on the wire (first-visit JavaScript, target ≤ 300 KiB).
//
// Only code that is loaded at the same moment anyway is merged, so nothing runs sooner than it
// did and the staged start (pwa/src/boot.ts) keeps its stages. Each module is classed by its
// "roots": the entry or lazily imported modules that reach it through static imports.
// - `react`: React DOM's stage and React itself, which nothing needs before that stage.
// - `app`: modules the router's stage (app/router.tsx) or the home page (the start route) loads,
//   when nothing earlier (boot, the schemas' stages, React DOM's) or outside the page (the
//   storage worker) also reaches them: the router, the UI kit, the layouts, shared components.
// - `pages`: modules reached only from lazy pages, at least one a precached one (a public page):
//   the pages and what only they use, loaded together at the first lazy page (all of them are
//   precached anyway).
// The schemas' stages, the data layer, the storage worker, the home page's own chunk and the pages
// a first visit does not precache (a signed-in person's, online-only ones: precache-plan.ts) are
// left to the bundler, as before.
import type { Rolldown } from 'vite';
import { NOT_PRECACHED } from './precache-plan.js';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Context = { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null };

const ROUTER = /\/pwa\/src\/app\/router\.tsx$/;
const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/client\.js$/;
const MAIN = /\/pwa\/src\/main\.tsx$/;
const PAGE = /\/pwa\/src\/features\/[^/]+\/pages\/[^/]+\.tsx$/;
const EARLY_IMPORTER = /\/(pwa\/src\/boot\.ts|shared-schema\/src\/load-in-stages\.ts)$/;
const HOME = /\/features\/home\/pages\/home-page\.tsx$/;

/** A lazy page a first visit precaches (a public page), loaded at its first visit. */
const isPrecachedPage = (id: string) =>
  PAGE.test(id) && !HOME.test(id) && !NOT_PRECACHED.some(({ module }) => module.test(id));
/** Any lazy page but the home page (an admin's too). */
const isLaterPage = (id: string) => PAGE.test(id) && !HOME.test(id);

/** For every module of the graph `id` is in, the roots that reach it through static imports. */
function rootsOfGraph(id: string, context: Context): Map<string, Set<string>> {
  // Walks the whole graph `id` belongs to, then from each root down its static imports.
  const modules = new Map<string, Rolldown.ModuleInfo>();
  const pending = [id];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (modules.has(next)) continue;
    const info = context.getModuleInfo(next);
    if (!info) continue;
    modules.set(next, info);
    pending.push(
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    );
  }
  const roots = new Map<string, Set<string>>([...modules.keys()].map((key) => [key, new Set()]));
  for (const [root, info] of modules) {
    if (!info.isEntry && info.dynamicImporters.length === 0) continue;
    const stack = [root];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      roots.get(next)?.add(root);
      stack.push(...(modules.get(next)?.importedIds ?? []));
    }
  }
  return roots;
}

export function chunkGroups(): CodeSplitting {
  // One walk per chunking pass (Rolldown hands every call of a pass the same context).
  const passes = new WeakMap<Context, Map<string, Set<string>>>();
  const rootsOf = (id: string, context: Context) => {
    let roots = passes.get(context);
    if (!roots?.has(id)) passes.set(context, (roots = rootsOfGraph(id, context)));
    return roots.get(id) ?? new Set<string>();
  };
  /** Loaded before the router's stage (boot, the schemas, React), or outside the page (the worker). */
  const isEarly = (root: string, context: Context) => {
    if (ROUTER.test(root) || MAIN.test(root)) return false;
    const info = context.getModuleInfo(root);
    return !info || info.isEntry || info.dynamicImporters.some((by) => EARLY_IMPORTER.test(by));
  };
  return {
    groups: [
      {
        // The label of this group in Rolldown's timing report (its name is a function).
        debugName: 'stages',
        name: (id, context) => {
          const reachedBy = [...rootsOf(id, context)];
          if (reachedBy.length === 0) return null;
          // React and React DOM: first needed by the React DOM stage, which runs before the router.
          if (
            reachedBy.some((root) => REACT_DOM_CLIENT.test(root)) &&
            reachedBy.every((root) => REACT_DOM_CLIENT.test(root) || !isEarly(root, context))
          ) {
            return 'react';
          }
          // The home page keeps a chunk of its own (prerender-pages.ts links its CSS).
          if (HOME.test(id) || reachedBy.some((root) => isEarly(root, context))) return null;
          // What the home page (the start route) uses loads with the router's stage.
          if (reachedBy.some((root) => ROUTER.test(root) || HOME.test(root))) return 'app';
          // Shared by a public page and a dashboard page: whoever opens the dashboard loads them too.
          if (reachedBy.every(isLaterPage) && reachedBy.some(isPrecachedPage)) return 'pages';
          return null;
        },
        includeDependenciesRecursively: false,
      },
    ],
  };
}
