// Run as its own process by log-output.test.ts: logs three lines to stdout through the server's
// logger (buffered, the flush interval far away), then crashes with an uncaught exception in the
// same turn of the event loop, before the turn's lines are handed on to the output.
import { createLogger } from '../telemetry/logger';

const logger = createLogger({ flushIntervalMs: 600_000 });
for (let line = 1; line <= 3; line += 1) logger.info(`line ${line}`);
queueMicrotask(() => {
  throw new Error('a crash after logging');
});
