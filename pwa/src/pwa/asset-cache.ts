// The service worker's cache of script and style chunks left out of the precache (the dashboard's
// pages, the card form, Firebase; scripts/precache-plan.ts): its name and cap, read by
// vite.config.ts (the Workbox rule), by the warm-up of the dashboard's pages
// (app/page-modules.ts) and by the tests that look into it.
export const ASSET_CACHE = {
  name: 'app-chunks',
  /** About twice the chunks left out of one build, so an update's chunks fit beside the old. */
  maxEntries: 120,
} as const;

/**
 * The build's list of the script files of each role's dashboard pages (those the first visit does
 * not precache), written by scripts/precache-plan.ts beside index.html.
 */
export const DASHBOARD_FILES = 'dashboard-files.json';

/** The roles whose dashboard pages are listed: an admin's, a resident's. */
export type DashboardRole = 'admin' | 'resident';
export type DashboardFiles = Record<DashboardRole, string[]>;
