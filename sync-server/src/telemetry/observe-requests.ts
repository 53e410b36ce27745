// Every HTTP request the server answers gets:
// - a request id: the incoming X-Request-Id when it is a sensible token (a proxy's or a
//   client's), else a new UUID; it is echoed in the answer's X-Request-Id (set here once the
//   listener has run, for an answer still to come; an answer written at once sets it itself,
//   request-facts.ts);
// - a log scope carrying that id, on the request for every line its work writes (log-context.ts);
// - one log line when it is answered: request id, method, redacted URL, status, duration in ms,
//   route pattern, user id when signed in (`request failed` at error level for a 5xx);
// - an observation in the request duration histogram, by method, route pattern and status.
// Wraps the listener (not a Koa middleware) so the answers given before Koa are covered too:
// while the server starts (starting.ts) and the refusals of a stop (graceful-stop.ts).
//
// Why not pino-http: it makes two child loggers per request before the answer (one binding the
// request id, one binding the request, serialized at once) and three listeners per response,
// whether a line is written or not; that bookkeeping cost more than a cached answer's whole
// route.
// Here a request costs its id, one listener and a scope object; the line is written with the
// server's logger and the same fields, and a child logger is made only for a request whose work
// writes lines of its own (docs/decisions/0240-request-log-without-per-request-loggers.md).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { RequestLogScope, setRequestScope } from './log-context';
import { redactUrl } from './redact-url';
import type { Metrics } from './metrics';
import { echoRequestId, noteRequestId, routeOf, userIdOf } from './request-facts';

/** What an incoming request id may be: a UUID, nginx's $request_id, a trace id. */
const SENSIBLE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SENSIBLE_ID.test(given) ? given : randomUUID();
}

/** Milliseconds to a hundredth. */
const toHundredths = (ms: number) => Math.round(ms * 100) / 100;

export function observeRequests(
  listener: RequestListener,
  { logger, metrics }: { logger: Logger; metrics: Metrics },
): RequestListener {
  const { requestDuration } = metrics;

  /** The request's line; its object is built only when the line is written. */
  const writeLine = (
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    durationMs: number,
    route: string,
  ) => {
    const failed = response.statusCode >= 500;
    const level = failed ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        requestId,
        method: request.method,
        url: redactUrl(request.url ?? ''),
        status: response.statusCode,
        durationMs,
        route,
        userId: userIdOf(request),
        // The client went away before the whole answer was sent.
        aborted: response.writableFinished ? undefined : true,
      },
      failed ? 'request failed' : 'request answered',
    );
  };

  return (request, response) => {
    const started = performance.now();
    const scope = new RequestLogScope(logger, requestIdOf(request));
    noteRequestId(request, scope.requestId);
    setRequestScope(request, scope);
    // 'close' follows the answer's last byte, or the connection's loss: once per response.
    response.once('close', () => {
      const durationMs = toHundredths(performance.now() - started);
      const route = routeOf(request);
      requestDuration.observe(
        { method: request.method, route, status: response.statusCode },
        durationMs / 1000,
      );
      writeLine(request, response, scope.requestId, durationMs, route);
    });
    listener(request, response);
    echoRequestId(request, response);
  };
}
