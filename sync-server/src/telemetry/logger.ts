// The server's logger: pino, one JSON object per line on stdout (or pretty lines for a person
// at a terminal). Secrets never reach a line: cookies and authorization headers, passwords,
// tokens, card data and e-mail addresses are replaced by `[Redacted]` at the top of a logged
// object and inside the objects that can carry them (a request body at debug level, an error's
// details), up to three levels inside those; a request is logged as its method and its URL with
// e-mail addresses and secrets taken out (redact-url.ts), never with its headers.
//
// JSON lines are buffered and written in batches of about 32 KiB (one system call for about 150
// request lines under load, instead of one each): a turn of the event loop's lines reach the
// buffer together (line-batches.ts), a timer writes what waits at least every second, so a quiet
// server's lines still show within a second; a graceful stop writes the rest (flushLog), and
// whatever is left is written synchronously when the process exits, a crash included.
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { LineBatches, type LineOutput } from './line-batches';
import { redactUrl } from './redact-url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Field names whose values never appear in a log line. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'secret',
  'clientSecret',
  'client_secret',
  'cookie',
  'authorization',
  'set-cookie',
  'email',
  'userEmail',
  'card',
  'cardNumber',
  'cvc',
  'cvv',
];

/**
 * The objects a line can carry secrets in: a request body (debug level), an error (its details).
 * Under these, every field above is redacted up to three levels deep. A request (`req`) is not
 * one: its serializer below keeps only its method and its redacted URL, so no header reaches a
 * line, and walking it for secrets on every request cost more than writing the request's line.
 */
const SECRET_BEARERS = ['body', 'err', 'error'];

/**
 * Every field above at the top of a logged object, and inside the objects that can carry one.
 * Paths starting with a wildcard would make every line walk all its keys (about 120 µs a line,
 * half the cost of answering a read); paths under named objects cost nothing on lines without
 * them.
 */
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`;
  return [
    key.replace(/^\./, ''),
    ...SECRET_BEARERS.flatMap((bearer) =>
      ['', '.*', '.*.*'].map((levels) => `${bearer}${levels}${key}`),
    ),
  ];
});

/** A request as a line shows it: never its headers (cookies, authorization). */
function serializeRequest(request: Partial<Pick<IncomingMessage, 'method' | 'url'>>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
  };
}

/** The longest a JSON line waits in the buffer before it is written. */
export const FLUSH_INTERVAL_MS = 1_000;
/** Lines gather until this many bytes wait, then go out in one write. */
const WRITE_BATCH_BYTES = 32_768;

export type LoggerOptions = {
  level?: LogLevel;
  /** Human-readable coloured lines instead of JSON (a person at a terminal). */
  pretty?: boolean;
  /** Where lines go, unbuffered: tests capture them. */
  destination?: DestinationStream;
  /** The file descriptor or file the buffered JSON lines go to: stdout (1) by default. */
  output?: number | string;
  /** The longest a line waits in the buffer: FLUSH_INTERVAL_MS by default. */
  flushIntervalMs?: number;
};

/**
 * JSON lines written asynchronously in batches of WRITE_BATCH_BYTES, and at least every
 * `intervalMs` (sonic-boom's periodic flush, on an unreferenced timer: the log never keeps the
 * process alive), given to sonic-boom a turn's lines at a time. pino.destination and the batches
 * each register a synchronous write of what they hold on process exit.
 */
function bufferedOutput(output: number | string, intervalMs: number): DestinationStream {
  const buffer = pino.destination({
    dest: output,
    sync: false,
    contentMode: 'buffer',
    minLength: WRITE_BATCH_BYTES,
    maxWrite: 2 * WRITE_BATCH_BYTES,
    periodicFlush: intervalMs,
  }) as unknown as LineOutput; // sonic-boom's types declare only its string mode's write
  return new LineBatches(buffer);
}

/** Where a silent logger's (never written) lines would go. */
const DISCARD: DestinationStream = { write: () => undefined };

export function createLogger({ level = 'info', ...options }: LoggerOptions = {}): Logger {
  const destination =
    options.destination ??
    (level === 'silent'
      ? DISCARD // nothing is ever written: no output, no flush timer
      : options.pretty
        ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
        : bufferedOutput(options.output ?? 1, options.flushIntervalMs ?? FLUSH_INTERVAL_MS));
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: { err: pino.stdSerializers.err, req: serializeRequest },
    },
    destination,
  );
}

/** Writes the lines the logger's buffer holds; resolves once they are written. */
export function flushLog(logger: Logger): Promise<void> {
  // The callback's error is the fsync that follows the write, refused by pipes and terminals.
  return new Promise((resolve) => logger.flush(() => resolve()));
}
