// Run as its own process by log-output.test.ts: logs three lines to stdout through the server's
// logger (buffered, the flush interval far away), then crashes with an uncaught exception.
import { createLogger } from '../telemetry/logger';

const logger = createLogger({ flushIntervalMs: 600_000 });
for (let line = 1; line <= 3; line += 1) logger.info(`line ${line}`);
setImmediate(() => {
  throw new Error('a crash after logging');
});
