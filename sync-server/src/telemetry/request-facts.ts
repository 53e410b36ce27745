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

/**
 * A header list (writeHead's flat [name, value, …] form) with the request's X-Request-Id added.
 * An answer written at once with such a list carries its id itself: a header set beforehand
 * would send Node's writeHead down its slower path, merging the list one header at a time.
 */
export function withRequestId(request: IncomingMessage, headers: string[]): string[] {
  const id = (request as WithFacts)[REQUEST_ID];
  return id === undefined ? headers : [...headers, REQUEST_ID_HEADER, id];
}

/** Sets the answer's X-Request-Id (an answer whose headers are set one by one). */
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
