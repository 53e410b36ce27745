// The dashboard's lazily loaded pages, one table per role (admin-pages.ts, resident-pages.ts),
// and their warm-up. Neither table nor its pages is in the service worker's first-visit precache
// (scripts/precache-plan.ts): a visitor who never signs in does not pay for them. When someone is
// signed in and online, the files of their role's pages (the build lists them in
// DASHBOARD_FILES) are put in the worker's chunk cache, where its /assets/ rule finds them, so
// they open offline from then on. The page puts them there itself, through the Cache API: a page
// fetched before the worker controlled the tab (a first visit) went around the worker, and a
// module already imported is never fetched again.
import {
  ASSET_CACHE,
  DASHBOARD_FILES,
  type DashboardFiles,
  type DashboardRole,
} from '../pwa/asset-cache';

/** A page's lazy module and the name of its component's export (the router's `page()`). */
export type PageModule = { load: () => Promise<Record<string, unknown>>; name: string };

const warming = new Map<DashboardRole, Promise<void>>();

const whenIdle = () =>
  new Promise<void>((resolve) => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    idle(() => resolve());
  });

async function cacheDashboardFiles(role: DashboardRole): Promise<void> {
  // No Cache API (an insecure origin) or no list (the dev server): nothing to keep.
  if (typeof caches === 'undefined') return;
  const answer = await fetch(`/${DASHBOARD_FILES}`, { cache: 'no-cache' });
  if (!answer.ok) return;
  const files = ((await answer.json()) as DashboardFiles)[role];
  const missing = [];
  for (const file of files) if (!(await caches.match(file))) missing.push(file);
  await (await caches.open(ASSET_CACHE.name)).addAll(missing);
}

/**
 * Puts the files of `role`'s dashboard pages in the chunk cache (once per tab, when the browser is
 * idle). A failure (offline, a new deploy) is tried again at the next call, e.g. the next sign-in
 * or reload.
 */
export function warmDashboardPages(role: DashboardRole): Promise<void> {
  let warm = warming.get(role);
  if (!warm) {
    warm = whenIdle()
      .then(() => cacheDashboardFiles(role))
      .catch(() => {
        warming.delete(role);
      });
    warming.set(role, warm);
  }
  return warm;
}
