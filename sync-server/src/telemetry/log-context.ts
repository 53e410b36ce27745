// Which logger a line goes to: the request's (or socket's) while its work runs, so every line a
// request causes carries its request id, wherever in the code it is written.
// AsyncLocalStorage carries the request's log scope through awaits, timers and callbacks started
// by the work. A request's child logger is made only when one of its lines is written (most
// requests write none but their request line, which observe-requests.ts writes itself).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { createLogger } from './logger';

/** What the current work logs with: `log` is read only when a line is written. */
export type LogScope = { readonly log: Logger };

const context = new AsyncLocalStorage<LogScope>();

/** The logger for lines written outside any request (replaced by startServer's). */
let processLogger: Logger | undefined;

export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

/** The current request's or socket event's logger, else the process's. */
export function currentLog(): Logger {
  return context.getStore()?.log ?? (processLogger ??= createLogger());
}

/** Runs `work` with `scope` as the current log scope (for everything it starts, too). */
export function withLog<T>(scope: LogScope, work: () => T): T {
  return context.run(scope, work);
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
}
