// Serves the built PWA: hashed assets with a long immutable cache, everything else revalidated,
// and the SPA fallback for any other path outside /api so the PWA's router can show its pages, or
// its error page for unknown routes: index.html (the home page's first paint) for /, shell.html
// for the rest.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const NOT_THE_PWA = /^\/(api|healthz|socket\.io)(\/|$)/;

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
    // index.html carries the home page's prerendered first paint: it answers / only, and every
    // other route of the app gets the generic shell (scripts/prerender-home.ts).
    const page =
      ctx.path === '/' || !existsSync(path.join(distDir, 'shell.html'))
        ? '/index.html'
        : '/shell.html';
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
