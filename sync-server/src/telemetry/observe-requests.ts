// Every HTTP request the app answers, whether the fast lane or Koa answers it, gets:
// - a request id: the incoming X-Request-Id when it is a sensible token (a proxy's or a
//   client's), else a new UUID; it is echoed in the answer's X-Request-Id;
// - a child logger carrying that id, current for everything the request causes (log-context.ts);
// - one log line when it is answered (pino-http): method, redacted URL, route pattern, status,
//   duration in ms, user id when signed in;
// - an observation in the request duration histogram, by method, route pattern and status.
// Wraps the listener (not a Koa middleware) so the fast lane's answers are covered too.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { withLog } from './log-context';
import type { Metrics } from './metrics';
import { elapsedMs, noteStart, routeOf, userIdOf } from './request-facts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What an incoming request id may be: a UUID, nginx's $request_id, a trace id. */
const SENSIBLE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SENSIBLE_ID.test(given) ? given : randomUUID();
}

type Logged = IncomingMessage & { id: string; log: Logger };

export function observeRequests(
  listener: RequestListener,
  { logger, metrics }: { logger: Logger; metrics: Metrics },
): RequestListener {
  // The line's own fields (the request's method and redacted URL are in its logger's bindings,
  // serialized once by the logger's `req` serializer when pino-http makes that logger).
  const answered = (request: IncomingMessage, response: ServerResponse) => ({
    res: response,
    durationMs: elapsedMs(request),
    route: routeOf(request),
    userId: userIdOf(request),
  });
  const httpLog = pinoHttp({
    logger,
    genReqId: requestIdOf,
    quietReqLogger: true, // lines the request causes carry its id, not the whole request
    wrapSerializers: false,
    serializers: {
      res: (response: ServerResponse) => ({ status: response.statusCode }),
    },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customSuccessObject: (request, response) => answered(request, response),
    customErrorObject: (request, response, error) => ({
      ...answered(request, response),
      err: error,
    }),
    customSuccessMessage: () => 'request answered',
    customErrorMessage: () => 'request failed',
    // 'silent' when the line would be dropped anyway: its object is then never built.
    customLogLevel: (_request, response, error) => {
      const level = error || response.statusCode >= 500 ? 'error' : 'info';
      return logger.isLevelEnabled(level) ? level : 'silent';
    },
  });
  const { requestDuration } = metrics;

  return (request, response) => {
    noteStart(request);
    httpLog(request, response);
    const { id, log } = request as Logged;
    response.setHeader(REQUEST_ID_HEADER, id);
    response.once('finish', () => {
      requestDuration.observe(
        { method: request.method, route: routeOf(request), status: response.statusCode },
        elapsedMs(request) / 1000,
      );
    });
    withLog(log, () => listener(request, response));
  };
}
