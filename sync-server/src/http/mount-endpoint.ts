// Mounts a route from its declaration in the shared endpoint catalogue (shared-schema
// api/endpoints.ts): the method and path come from the declaration, and so do the access check
// (public, signed-in, admin, owner of the account) and the validation of params, query and body.
// The route files hold only handlers. The order of the checks is the API's contract:
//   `before` middleware (multipart parsing, sign-up limits) → access (401, 403) → `guard`
//   (per-user rate limits: a refused flood is not even parsed) → params → query → body (400),
//   each followed by the owner check when the owner's email is in that input (403) → handler.
// Every mount is recorded, so a test can prove that mounted routes and declarations never drift.
import type { Endpoint, EndpointOwner } from '@hostel/shared-schema';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { requireAdmin, requireSelf, requireUser } from '../auth/session';
import type { AppContext, AppRouter, AppState, SessionUser } from './context';
import type { AppError } from './errors';
import { parseInput } from './validate';

type Output<E, K extends 'params' | 'query' | 'body'> = E extends {
  [key in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What the handler receives: the caller and the parsed input of the declaration. */
export type EndpointInput<E extends Endpoint> = {
  user: 'public' extends E['access'] ? SessionUser | undefined : SessionUser;
  params: Output<E, 'params'>;
  query: Output<E, 'query'>;
  body: Output<E, 'body'>;
};

/** Sets ctx.body (and status, headers) itself, or returns the answer to send. */
export type EndpointHandler<E extends Endpoint> = (
  ctx: AppContext,
  input: EndpointInput<E>,
) => unknown;

export type MountOptions = {
  /** Middleware run before the access check (multipart parsing, sign-up limits). */
  before?: Middleware<AppState>[];
  /** Runs after the access check, before validation: per-user rate limits. */
  guard?: (ctx: AppContext, user: SessionUser | undefined) => Promise<void>;
  /**
   * The handler reads the body its own way, so it is not validated here: a signed webhook, the
   * test card processor (it answers like Stripe), a logout that ignores what the client sends.
   */
  ownBodyCheck?: true;
  /** Replaces parseInput (the auth routes add the identity provider's error codes). */
  parse?: typeof parseInput;
};

/** One mounted route: its method and Koa path, and the declarations it serves. */
export type MountedRoute = { method: string; path: string; endpoints: readonly Endpoint[] };
const mountedRoutes = new WeakMap<AppRouter, MountedRoute[]>();

/** The routes mounted on `router` through mountEndpoint and mountEndpointGroup. */
export const mountedOn = (router: AppRouter): readonly MountedRoute[] =>
  mountedRoutes.get(router) ?? [];

/** `/meal/{id}` → `/meal/:id`. */
export const koaPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function mountEndpoint<E extends Endpoint>(
  router: AppRouter,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: MountOptions = {},
): void {
  mount(router, endpoint.method, koaPath(endpoint.path), [endpoint], options, [
    endpointMiddleware(endpoint, handler, options),
  ]);
}

/**
 * Mounts declarations that differ only by one path parameter (the replication endpoints, one per
 * collection) as one route: the parameter picks the declaration, an unknown value is `unknown()`.
 */
export function mountEndpointGroup<K extends string, E extends Endpoint>(
  router: AppRouter,
  group: { path: string; param: string; members: Readonly<Record<K, E>>; unknown: () => AppError },
  handler: (ctx: AppContext, input: EndpointInput<E>, key: K) => unknown,
  options: MountOptions = {},
): void {
  const members = Object.entries(group.members) as [K, E][];
  const method = members[0]![1].method;
  const byKey = new Map(
    members.map(([key, endpoint]) => {
      if (
        endpoint.method !== method ||
        endpoint.path !== group.path.replace(`{${group.param}}`, key)
      )
        throw new Error(`${endpoint.method} ${endpoint.path} is not ${method} ${group.path}`);
      const middleware = endpointMiddleware(
        endpoint,
        (ctx, input) => handler(ctx, input, key),
        options,
      );
      return [key as string, middleware] as const;
    }),
  );
  const pick: Middleware<AppState> = async (ctx, next) => {
    const middleware = byKey.get(ctx.params[group.param] ?? '');
    if (!middleware) throw group.unknown();
    await middleware(ctx as AppContext, next);
  };
  mount(
    router,
    method,
    koaPath(group.path),
    members.map(([, e]) => e),
    options,
    [pick],
  );
}

function mount(
  router: AppRouter,
  method: Endpoint['method'],
  path: string,
  endpoints: Endpoint[],
  options: MountOptions,
  middleware: Middleware<AppState>[],
): void {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[verb](path, ...(options.before ?? []), ...middleware);
  mountedRoutes.set(router, [...mountedOn(router), { method, path, endpoints }]);
}

function endpointMiddleware<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: MountOptions,
): Middleware<AppState> {
  const parse = options.parse ?? parseInput;
  return async (raw) => {
    const ctx = raw as AppContext;
    let user = callerOf(ctx, endpoint);
    // An answer for one signed-in caller is kept by no cache, shared or the browser's (a route
    // may still say otherwise).
    if (endpoint.access !== 'public') ctx.set('cache-control', 'no-store');
    await options.guard?.(ctx, user);
    const read = (
      where: EndpointOwner['emailIn'],
      schema: z.ZodType | undefined,
      value: unknown,
    ) => {
      if (!schema) return undefined;
      const parsed = parse(schema, value) as { email?: string };
      if (endpoint.owner?.emailIn === where) {
        user = requireSelf(ctx, parsed.email ?? '', { allowAdmin: endpoint.owner.orAdmin });
      }
      return parsed;
    };
    const params = read('params', endpoint.params, ctx.params);
    const query = read('query', endpoint.query, ctx.query);
    const body = options.ownBodyCheck ? undefined : read('body', endpoint.body, ctx.request.body);
    const input = { user, params, query, body } as EndpointInput<E>;
    const answer = await handler(ctx, input);
    if (answer !== undefined) ctx.body = answer;
  };
}

function callerOf(ctx: AppContext, endpoint: Endpoint): SessionUser | undefined {
  if (endpoint.access === 'admin') return requireAdmin(ctx);
  if (endpoint.access === 'user') return requireUser(ctx);
  return ctx.state.user;
}
