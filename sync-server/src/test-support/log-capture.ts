// A logger whose lines a test reads back: the server's real logger (telemetry/logger.ts, with
// its redaction), writing into an array instead of stdout. Each line is kept as written (text)
// and parsed.
import type { Logger } from 'pino';
import { createLogger, type LogLevel } from '../telemetry/logger';

export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

export function capturedLogger(level: LogLevel = 'info'): {
  logger: Logger;
  lines: LogLine[];
  text: () => string;
} {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger({
    level,
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return { logger, lines, text: () => raw.join('') };
}
