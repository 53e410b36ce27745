// The renderer of the data pages' first screen (pwa/src/prerender/first-screen-markup.tsx),
// which the PWA's build puts beside its own folder (FIRST_SCREEN_BUILD): loaded once, at the
// first visitor's request that needs it. Without it (a build from before, or a copied folder)
// the pages carry their data only, as the shell paints them. A render takes about 1 ms; the
// same page with the same answers is the same HTML, so renders are kept by what they were made
// of (the path, the answers and the minute a menu is for, hashed), and a visitor's page costs a
// render only when its data changed (a menu: at most once a minute).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import {
  FIRST_SCREEN_BUILD,
  type FirstScreenAnswer,
  type FirstScreenPage,
} from '@hostel/shared-schema';

export type FirstScreenMarkup = {
  /** The page's first render as HTML, for the app-shell's place. */
  render: (path: string, answers: FirstScreenAnswer[], at?: number) => string;
  /** The CSS files (under the PWA's folder) each page's first render needs. */
  css: Record<FirstScreenPage, string[]>;
};

type RendererModule = {
  renderFirstScreenMarkup: (path: string, answers: FirstScreenAnswer[], at?: number) => string;
};

/** Renders kept, by the characters of HTML they hold (a page of All Meals is about 26k). */
const KEPT_HTML = 4_000_000;

/** The renderer's answers, kept by the hash of their path and answers. */
function keptRenders(
  render: RendererModule['renderFirstScreenMarkup'],
): FirstScreenMarkup['render'] {
  const kept = new LRUCache<string, string>({
    maxSize: KEPT_HTML,
    sizeCalculation: (html) => Math.max(1, html.length),
  });
  return (pagePath, answers, at) => {
    const key = createHash('sha256')
      .update(pagePath)
      .update('\0')
      .update(JSON.stringify(answers))
      .update('\0')
      .update(String(at ?? ''))
      .digest('base64');
    let html = kept.get(key);
    if (html === undefined) {
      html = render(pagePath, answers, at);
      kept.set(key, html);
    }
    return html;
  };
}

/** Loads the renderer built beside `distDir` once; undefined when there is none. */
export function firstScreenMarkupLoader(
  distDir: string,
): () => Promise<FirstScreenMarkup | undefined> {
  const dir = `${distDir.replace(/[\\/]+$/, '')}${FIRST_SCREEN_BUILD.dirSuffix}`;
  let loading: Promise<FirstScreenMarkup | undefined> | undefined;
  return () => {
    loading ??= (async () => {
      const modulePath = path.join(dir, FIRST_SCREEN_BUILD.module);
      const cssPath = path.join(dir, FIRST_SCREEN_BUILD.css);
      if (!existsSync(modulePath) || !existsSync(cssPath)) return undefined;
      const module = (await import(pathToFileURL(modulePath).href)) as RendererModule;
      return {
        render: keptRenders(module.renderFirstScreenMarkup),
        css: JSON.parse(readFileSync(cssPath, 'utf8')) as FirstScreenMarkup['css'],
      };
    })();
    return loading;
  };
}
