// The SQL statements a server in this process runs on behalf of each HTTP request, by request id,
// on SQLite (better-sqlite3's statements) and PostgreSQL (node-postgres' queries) alike: for
// tests that check which statements a request costs (no count for a page of /all-meals whose
// totals the instance knows). The test sends each request with an X-Request-Id; the watch runs
// the server's request listeners inside an AsyncLocalStorage scope holding that id (a test
// instrument only: the server itself keeps none, see telemetry/log-context.ts), so each
// statement is put down to the request that caused it; the background's own statements carry no
// id. The statements themselves run unchanged.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server as HttpServer, RequestListener } from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export type StatementWatch = {
  /** The SQL text of every statement run for the request with id `requestId`, in order. */
  of: (requestId: string) => string[];
  stop: () => void;
};

/** The header that gives a request the id `requestId`. */
export const requestIdHeader = (requestId: string) => ({ 'x-request-id': requestId });

type Method = (...args: unknown[]) => unknown;

export function watchStatements(http: HttpServer): StatementWatch {
  const byRequest = new Map<string, string[]>();
  const current = new AsyncLocalStorage<string>();
  const note = (statement: string) => {
    const requestId = current.getStore();
    if (requestId !== undefined) {
      byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), statement]);
    }
  };
  const restores: (() => void)[] = [];

  const listeners = http.listeners('request') as RequestListener[];
  http.removeAllListeners('request');
  for (const listener of listeners) {
    http.on('request', (request, response) => {
      const given = request.headers['x-request-id'];
      if (typeof given !== 'string') return listener.call(http, request, response);
      return current.run(given, () => listener.call(http, request, response));
    });
  }
  restores.push(() => {
    http.removeAllListeners('request');
    for (const listener of listeners) http.on('request', listener);
  });
  const wrap = (
    target: Record<string, Method>,
    name: string,
    textOf: (self: unknown, args: unknown[]) => string,
  ) => {
    const original = target[name]!;
    target[name] = function watched(this: unknown, ...args: unknown[]) {
      note(textOf(this, args));
      return original.apply(this, args);
    };
    restores.push(() => {
      target[name] = original;
    });
  };

  // node-postgres: every query goes through Client#query.
  wrap(pg.Client.prototype as unknown as Record<string, Method>, 'query', (_self, [text]) =>
    typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text),
  );
  // better-sqlite3: every statement object shares one prototype; a statement runs by one of these.
  const probe = new SQLite(':memory:');
  const statementPrototype = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<
    string,
    Method
  >;
  probe.close();
  for (const name of ['all', 'get', 'run', 'iterate']) {
    wrap(statementPrototype, name, (self) => (self as { source: string }).source);
  }

  return {
    of: (requestId) => byRequest.get(requestId) ?? [],
    stop: () => {
      for (const restore of restores.splice(0)) restore();
    },
  };
}
