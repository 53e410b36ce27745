// What a request's log line and metrics need that only the app learns while answering it: the
// route pattern it matched (never the raw path, which may carry an e-mail and has unbounded
// variety) and the signed-in user's id; and the request id its answer echoes. Kept on the request
// object itself.
import type { IncomingMessage, ServerResponse } from 'node:http';

const ROUTE = Symbol('route');
const USER_ID = Symbol('userId');
const REQUEST_ID = Symbol('requestId');

type WithFacts = IncomingMessage & {
  [ROUTE]?: string;
  [USER_ID]?: string;
  [REQUEST_ID]?: string;
};

export const REQUEST_ID_HEADER = 'X-Request-Id';

export function noteRequestId(request: IncomingMessage, id: string): void {
  (request as WithFacts)[REQUEST_ID] = id;
}

/** Sets the answer's X-Request-Id. */
export function echoRequestId(request: IncomingMessage, response: ServerResponse): void {
  const id = (request as WithFacts)[REQUEST_ID];
  if (id !== undefined && !response.headersSent) response.setHeader(REQUEST_ID_HEADER, id);
}

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
