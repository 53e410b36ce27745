// Build step (a Vite plugin, vite.config.ts): the first paint of the pages a visitor opens first
// goes into their HTML. pwa/src/prerender/ renders each page's first render to HTML (in Node,
// through a throwaway Vite SSR server): the home page's into index.html, the sign-in and sign-up
// pages' into login.html and registration.html. Each replaces the generic shell between the
// <!--app-shell--> markers, and the CSS of the app and of the page's lazy chunk is linked in the
// head, so the phone paints the real page from HTML and CSS before any JavaScript runs
// (Lighthouse's FCP and LCP). The generic shell stays as shell.html: the server and the service
// worker answer it for every other route, which must not flash another page. The files are in
// the bundle before the service worker's precache list is made. The data pages' first screen
// (All Meals, a meal) is rendered by the server with a module built here once the bundle is
// written (first-screen-build.ts), with the CSS files of their chunks.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';
import { APP_SHELL_PLACE, type FirstScreenPage } from '../shared-schema/src/pages/first-screen.js';
import { buildFirstScreenModule } from './first-screen-build.js';

type Bundle = Rollup.OutputBundle;
type Chunk = Rollup.OutputChunk;

/** The app (boot.ts loads it after the first paint): its CSS goes with every page. */
const APP_CHUNK = /\/src\/main\.tsx$/;

type MarkupModule = Record<string, (path?: string) => string>;

/** Each prerendered page: its file, its lazy chunk, and how its markup is made. */
const PAGES = [
  {
    file: 'index.html',
    chunk: /\/features\/home\/pages\/home-page\.tsx$/,
    module: '/src/prerender/home-markup.tsx',
    render: (module: MarkupModule) => module.renderHomeMarkup!(),
  },
  {
    file: 'login.html',
    chunk: /\/features\/auth\/pages\/login-page\.tsx$/,
    module: '/src/prerender/auth-markup.tsx',
    render: (module: MarkupModule) => module.renderAuthMarkup!('/login'),
  },
  {
    file: 'registration.html',
    chunk: /\/features\/auth\/pages\/registration-page\.tsx$/,
    module: '/src/prerender/auth-markup.tsx',
    render: (module: MarkupModule) => module.renderAuthMarkup!('/registration'),
  },
];

/** The data pages the server renders (first-screen-build.ts), by their lazy chunk. */
const FIRST_SCREEN_CHUNKS: Record<FirstScreenPage, RegExp> = {
  allMeals: /\/features\/meals\/pages\/all-meals-page\.tsx$/,
  meal: /\/features\/meals\/pages\/meal-details-page\.tsx$/,
  menu: /\/features\/menu\/pages\/menu-page\.tsx$/,
};

/**
 * The prerendered pages besides index.html: each answers a first visit of its own route, from the
 * network; the service worker answers every navigation with the shell, so they stay out of its
 * precache.
 */
export const PAGES_OF_THEIR_OWN = PAGES.map((page) => page.file).filter(
  (file) => file !== 'index.html',
);

/** Every page's first render, made in one throwaway SSR server. */
async function renderPages(root: string): Promise<string[]> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
  });
  try {
    const markups: string[] = [];
    for (const page of PAGES) {
      const module = (await server.ssrLoadModule(page.module)) as MarkupModule;
      // React's resource hints (a preload of the logo) belong in the head, which is not ours here.
      markups.push(page.render(module).replace(/<link rel="preload"[^>]*>/g, ''));
    }
    return markups;
  } finally {
    await server.close();
  }
}

/** The CSS files the app's and the page's chunks (and their static imports) bring. */
function pageCss(bundle: Bundle, html: string, pageChunk: RegExp): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) visit(bundle[name] as Chunk | undefined);
  };
  for (const pattern of [APP_CHUNK, pageChunk]) {
    // A page's module is its chunk's entry, or one of the modules of a chunk it shares with other
    // pages (scripts/chunk-groups.ts).
    const chunk =
      chunks.find((item) => pattern.test(item.facadeModuleId ?? '')) ??
      chunks.find((item) => item.moduleIds.some((id) => pattern.test(id)));
    if (!chunk) throw new Error(`prerender-pages: no chunk for ${pattern}`);
    visit(chunk);
  }
  return [...css].filter((file) => !html.includes(`/${file}"`));
}

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let firstScreenCss: Record<FirstScreenPage, string[]> | undefined;
  return {
    name: 'hostel:prerender-pages',
    apply: 'build',
    // After Vite's own HTML step, which puts index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const shell = String(index.source);
      if (!APP_SHELL_PLACE.test(shell))
        throw new Error('prerender-pages: index.html has no app-shell markers');
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: shell });
      firstScreenCss = {
        allMeals: pageCss(bundle, shell, FIRST_SCREEN_CHUNKS.allMeals),
        meal: pageCss(bundle, shell, FIRST_SCREEN_CHUNKS.meal),
        menu: pageCss(bundle, shell, FIRST_SCREEN_CHUNKS.menu),
      };
      const markups = await renderPages(root);
      PAGES.forEach((page, i) => {
        const links = pageCss(bundle, shell, page.chunk)
          .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
          .join('');
        const source = shell
          .replace(APP_SHELL_PLACE, () => markups[i]!)
          .replace('</head>', () => `${links}  </head>`);
        if (page.file === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName: page.file, source });
      });
    },
    async closeBundle() {
      if (firstScreenCss) await buildFirstScreenModule(root, outDir, firstScreenCss);
    },
  };
}
