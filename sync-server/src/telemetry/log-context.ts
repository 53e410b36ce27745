// Which logger a line goes to: the request's (or socket's) child logger while its work runs, so
// every line a request causes carries its request id, wherever in the code it is written.
// AsyncLocalStorage carries the logger through awaits, timers and callbacks started by the work.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { createLogger } from './logger';

const context = new AsyncLocalStorage<Logger>();

/** The logger for lines written outside any request (replaced by startServer's). */
let processLogger: Logger | undefined;

export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

/** The current request's or socket event's logger, else the process's. */
export function currentLog(): Logger {
  return context.getStore() ?? (processLogger ??= createLogger());
}

/** Runs `work` with `logger` as the current logger (for everything it starts, too). */
export function withLog<T>(logger: Logger, work: () => T): T {
  return context.run(logger, work);
}
