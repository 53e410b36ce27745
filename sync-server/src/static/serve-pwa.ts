// Serves the built PWA: hashed assets with a long immutable cache, everything else revalidated,
// and the SPA fallback for any other path outside /api so the PWA's router can show its pages, or
// its error page for unknown routes: the pages prerendered at build (scripts/prerender-pages.ts)
// get their own HTML (index.html for /, login.html, registration.html), shell.html the rest.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

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

export function servePwa(distDir: string): Middleware {
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
