// Which logger a line goes to: the request's (or socket's) for every line a request or a socket
// event causes, so each carries its request id; the process's for the rest. A request's log scope
// rides on its IncomingMessage (set once by observe-requests.ts, read through Koa's `ctx.req`), a
// socket's logger on the socket (socket-log.ts), and code that writes lines for a request is
// handed that logger. Not AsyncLocalStorage: on Node 20 it turns on promise hooks for the whole
// process, which cost 15–20 % of the CPU of every answer (docs/performance.md).
// A request's child logger is made only when one of its lines is written (most requests write
// none but their request line, which observe-requests.ts writes itself).
import type { IncomingMessage } from 'node:http';
import type { Level, Logger } from 'pino';
import { createLogger } from './logger';

/** What a request logs with: `log` is read only when a line is written. */
export type LogScope = { readonly log: Logger; isLevelEnabled(level: Level): boolean };

const SCOPE = Symbol('log scope');
type Scoped = IncomingMessage & { [SCOPE]?: LogScope };

/** The logger for lines written outside any request (replaced by startServer's). */
let processLogger: Logger | undefined;

export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

/** The process's logger: for lines no request or socket causes. */
export function processLog(): Logger {
  return (processLogger ??= createLogger());
}

/** Makes `scope` the one every line of `request` is written with. */
export function setRequestScope(request: IncomingMessage, scope: LogScope): void {
  (request as Scoped)[SCOPE] = scope;
}

/** The logger of a request (Koa's `ctx.req`): its lines carry its request id. */
export function requestLog(request: IncomingMessage): Logger {
  return (request as Scoped)[SCOPE]?.log ?? processLog();
}

/** Whether a request's line at `level` would be written, asked without making its logger. */
export function requestLogsAt(request: IncomingMessage, level: Level): boolean {
  return ((request as Scoped)[SCOPE] ?? processLog()).isLevelEnabled(level);
}

/** A request's scope: its lines carry `requestId`; the child logger is made at its first line. */
export class RequestLogScope implements LogScope {
  private child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    readonly requestId: string,
  ) {}

  get log(): Logger {
    return (this.child ??= this.parent.child({ requestId: this.requestId }));
  }

  /** The child's level is its parent's. */
  isLevelEnabled(level: Level): boolean {
    return this.parent.isLevelEnabled(level);
  }
}
