// What a request's log line and metrics need that only the app learns while answering it: the
// route pattern it matched (never the raw path, which may carry an e-mail and has unbounded
// variety) and the signed-in user's id. Kept on the request object itself.
import type { IncomingMessage } from 'node:http';

const ROUTE = Symbol('route');
const USER_ID = Symbol('userId');

type WithFacts = IncomingMessage & { [ROUTE]?: string; [USER_ID]?: string };

export function noteRoute(request: IncomingMessage, route: string): void {
  (request as WithFacts)[ROUTE] = route;
}

export function noteUserId(request: IncomingMessage, userId: string): void {
  (request as WithFacts)[USER_ID] = userId;
}

/** The route pattern; `(unmatched)` when no route answered it. */
export function routeOf(request: IncomingMessage): string {
  return (request as WithFacts)[ROUTE] ?? '(unmatched)';
}

export function userIdOf(request: IncomingMessage): string | undefined {
  return (request as WithFacts)[USER_ID];
}
