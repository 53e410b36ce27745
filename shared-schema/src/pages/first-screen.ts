// The first screen's data a page's HTML can carry (decision 0287): a visitor's first visit to a
// page whose first screen is data (All Meals, a meal, the menu) gets, in its HTML, the answers of the
// engine's streams that screen watches first, so the app renders them without waiting for the
// engine's first pull. The server writes them, the page's watch layer reads them; both name a
// stream's answer by `firstScreenKey`.
import type { SyncCollection } from '../sync/protocol';

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * One stream's answer, as the engine would give it for these arguments, and the synced
 * collection it is read from: the page shows it until the engine's first pull of that
 * collection is in.
 */
export type FirstScreenAnswer = {
  name: string;
  args: Record<string, unknown>;
  value: unknown;
  collection: SyncCollection;
};

/** A stream and its arguments as one text: arguments by name, the undefined ones left out. */
export function firstScreenKey(name: string, args: Record<string, unknown>): string {
  const defined = Object.keys(args)
    .filter((key) => args[key] !== undefined)
    .sort()
    .map((key) => [key, args[key]]);
  return `${name}:${JSON.stringify(defined)}`;
}

/**
 * Where the build puts the first screen's renderer for the server (scripts/first-screen-build.ts):
 * a folder beside the PWA's own (`dist` → `dist-ssr`), never served, holding the module and the
 * CSS files each page's first screen needs, by page.
 */
export const FIRST_SCREEN_BUILD = {
  dirSuffix: '-ssr',
  module: 'first-screen-markup.mjs',
  css: 'first-screen-css.json',
} as const;

/**
 * The app shell's place in the PWA's HTML, between its markers: the build puts a prerendered
 * page there (scripts/prerender-pages.ts), the server a data page's first screen.
 */
export const APP_SHELL_PLACE = /<!--app-shell-->[\s\S]*<!--\/app-shell-->/;

/** The data pages whose first screen the server renders. */
export type FirstScreenPage = 'allMeals' | 'meal' | 'menu';
