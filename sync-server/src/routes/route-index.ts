// The API's routes, indexed by the first segment of their path after the prefix (`/api/meal/:id`
// under `meal`). @koa/router tests a request's path against every route's pattern in turn (about
// 100 routes, 3–4 µs a request); here a request is matched by the router of its segment alone,
// which holds one route, or a few. Each segment's router is a @koa/router Router with its own
// allowedMethods (405 and OPTIONS for that segment's paths); a path under no segment goes
// through an empty router, which answers a method no route implements 501.
//
// A route's first segment must be literal: a pattern there (`/:area/…`) could match any segment,
// so registering one throws. Segments are compared lower-cased, as @koa/router matches paths
// regardless of case.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AppRouter, AppState } from '../http/context';

type Route = (path: string, ...middleware: Middleware<AppState>[]) => unknown;

/** `/meal/:id` → `meal`; undefined when the segment is a parameter or a pattern. */
function literalSegmentOf(path: string): string | undefined {
  const segment = path.split('/')[1] ?? '';
  return segment !== '' && /^[\w.~-]+$/.test(segment) ? segment.toLowerCase() : undefined;
}

/** The two middlewares of a router, in the order the app used them. */
function dispatcherOf(router: Router<AppState>): Middleware<AppState> {
  const routes = router.routes() as Middleware<AppState>;
  const allowedMethods = router.allowedMethods() as Middleware<AppState>;
  return (ctx, next) => routes(ctx, () => allowedMethods(ctx, next));
}

export class RouteIndex implements AppRouter {
  private readonly bySegment = new Map<string, Router<AppState>>();
  /** Each segment's router as one middleware, made with the router: routes added later count. */
  private readonly dispatchers = new Map<string, Middleware<AppState>>();

  constructor(private readonly prefix: string) {}

  readonly get: Route = (path, ...middleware) => this.routerOf(path).get(path, ...middleware);
  readonly post: Route = (path, ...middleware) => this.routerOf(path).post(path, ...middleware);
  readonly put: Route = (path, ...middleware) => this.routerOf(path).put(path, ...middleware);
  readonly patch: Route = (path, ...middleware) => this.routerOf(path).patch(path, ...middleware);
  readonly delete: Route = (path, ...middleware) => this.routerOf(path).delete(path, ...middleware);

  /** Every segment's router (their `stack` lists the routes). */
  get routers(): Router<AppState>[] {
    return [...this.bySegment.values()];
  }

  /** The middleware that hands a request to its segment's router. */
  middleware(): Middleware<AppState> {
    const dispatchers = this.dispatchers;
    const elsewhere = dispatcherOf(new Router<AppState>({ prefix: this.prefix }));
    const start = this.prefix.length + 1;
    const under = `${this.prefix}/`.toLowerCase();
    return (ctx, next) => {
      const path = ctx.path;
      if (path.slice(0, start).toLowerCase() !== under) return elsewhere(ctx, next);
      const end = path.indexOf('/', start);
      const segment = path.slice(start, end === -1 ? undefined : end).toLowerCase();
      return (dispatchers.get(segment) ?? elsewhere)(ctx, next);
    };
  }

  private routerOf(path: string): Router<AppState> {
    const segment = literalSegmentOf(path);
    if (segment === undefined) {
      throw new Error(`${path}: a route's first segment must be literal (routes/route-index.ts)`);
    }
    let router = this.bySegment.get(segment);
    if (!router) {
      router = new Router<AppState>({ prefix: this.prefix });
      this.bySegment.set(segment, router);
      this.dispatchers.set(segment, dispatcherOf(router));
    }
    return router;
  }
}
