// The server's logger: pino, one JSON object per line on stdout (or pretty lines for a person
// at a terminal). Secrets never reach a line: cookies and authorization headers, passwords,
// tokens, card data and e-mail addresses are replaced by `[Redacted]` at the top of a logged
// object and inside the objects that can carry them (a request body at debug level, an error's
// details, the request), up to three levels inside those.
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

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
 * The objects a line can carry secrets in: a request body (debug level), an error (its details),
 * the request as logged. Under these, every field above is redacted up to three levels deep.
 */
const SECRET_BEARERS = ['body', 'err', 'error', 'req'];

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

export type LoggerOptions = {
  level?: LogLevel;
  /** Human-readable coloured lines instead of JSON (a person at a terminal). */
  pretty?: boolean;
  /** Where lines go: stdout by default (tests capture them). */
  destination?: DestinationStream;
};

export function createLogger({ level = 'info', ...options }: LoggerOptions = {}): Logger {
  // stdout written asynchronously: lines that arrive while a write is under way go out together
  // in the next one (one system call for many lines under load, each line at once when quiet).
  // pino flushes what is left when the process exits.
  const destination =
    options.destination ??
    (options.pretty
      ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
      : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  );
}
