// Serves the built PWA: hashed assets with a long immutable cache, everything else revalidated,
// and the SPA fallback for any other path outside /api so the PWA's router can show its pages, or
// its error page for unknown routes: the pages prerendered at build (scripts/prerender-pages.ts)
// get their own HTML (index.html for /, login.html, registration.html), shell.html the rest.
// A visitor's first visit to a page whose first screen is data gets the shell with that data in
// it (first-screen.ts, decision 0287), and the page itself rendered in the app shell's place
// when the build made its renderer (first-screen-markup.ts); a request with a session has its
// data on the device.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { SESSION_COOKIE_NAMES } from '../auth/session';
import { requestLog } from '../telemetry/log-context';
import { withFirstScreen, type FirstScreen, type FirstScreenHtml } from './first-screen';
import { firstScreenMarkupLoader, type FirstScreenMarkup } from './first-screen-markup';

const NOT_THE_PWA = /^\/(api|healthz|socket\.io)(\/|$)/;

/** The routes whose first paint is prerendered into an HTML file of their own. */
const PRERENDERED: Record<string, string> = {
  '/': '/index.html',
  '/login': '/login.html',
  '/registration': '/registration.html',
};

/** The HTML a route of the app gets: its own prerendered page, or the generic shell. */
function pageFor(distDir: string, route: string): string {
  const own = PRERENDERED[route];
  if (route === '/' || (own && existsSync(path.join(distDir, own)))) return own!;
  return existsSync(path.join(distDir, 'shell.html')) ? '/shell.html' : '/index.html';
}

/** The first screen of a path (first-screen.ts), when it has one. */
export type FirstScreenOf = (path: string, hasQuery: boolean) => Promise<FirstScreen | undefined>;

/** The shell with the first screen's data, when the page has one and the visitor no session. */
async function shellWithData(
  ctx: Context,
  distDir: string,
  firstScreenOf: FirstScreenOf,
  markup: () => Promise<FirstScreenMarkup | undefined>,
): Promise<string | undefined> {
  if (SESSION_COOKIE_NAMES.some((name) => ctx.cookies.get(name))) return undefined;
  let screen: FirstScreen | undefined;
  try {
    screen = await firstScreenOf(ctx.path, ctx.querystring !== '');
  } catch (error) {
    // The page still works from the shell alone: its data then comes with the engine's pull.
    requestLog(ctx.req).warn({ err: error }, 'first screen not made');
    return undefined;
  }
  if (!screen) return undefined;
  const shell = await readFile(path.join(distDir, 'shell.html'), 'utf8');
  return withFirstScreen(shell, screen, await rendered(ctx, screen, markup));
}

/** The page's first render, when the renderer is built; the data alone if it fails. */
async function rendered(
  ctx: Context,
  screen: FirstScreen,
  markup: () => Promise<FirstScreenMarkup | undefined>,
): Promise<FirstScreenHtml | undefined> {
  try {
    const renderer = await markup();
    if (!renderer) return undefined;
    return {
      html: renderer.render(ctx.path, screen.answers, screen.at),
      css: renderer.css[screen.page],
    };
  } catch (error) {
    requestLog(ctx.req).warn({ err: error }, 'first screen not rendered');
    return undefined;
  }
}

export function servePwa(distDir: string, firstScreenOf?: FirstScreenOf): Middleware {
  const markup = firstScreenMarkupLoader(distDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_THE_PWA.test(ctx.path)) {
      return next();
    }
    if (!existsSync(path.join(distDir, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The PWA is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    const isHashedAsset = ctx.path.startsWith('/assets/');
    const file = path.join(distDir, decodeURIComponent(ctx.path));
    const isFile =
      ctx.path !== '/' && file.startsWith(distDir) && existsSync(file) && !file.endsWith(path.sep);
    if (isHashedAsset && !isFile) {
      // An old build's asset: the app shell in its place would be cached for a year as script.
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const page = pageFor(distDir, ctx.path);
    const withData =
      !isFile && page === '/shell.html' && firstScreenOf
        ? await shellWithData(ctx, distDir, firstScreenOf, markup)
        : undefined;
    if (withData) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = withData;
      return;
    }
    try {
      await send(ctx, isFile ? ctx.path : page, {
        root: distDir,
        immutable: isHashedAsset,
        maxage: isHashedAsset ? 365 * 24 * 3600 * 1000 : 0,
        setHeaders: (res) => {
          if (!isHashedAsset) res.setHeader('Cache-Control', 'no-cache');
        },
      });
    } catch {
      await send(ctx, page, { root: distDir });
    }
  };
}
