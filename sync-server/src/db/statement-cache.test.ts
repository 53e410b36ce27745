import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  it('prepares a query once and reuses it; keeps only the most recently used', () => {
    const sqlite = new SQLite(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared += 1;
      return prepare(source);
    }) as typeof sqlite.prepare;
    const cached = withStatementCache(sqlite, 2);

    const one = cached.prepare('SELECT 1 AS n');
    expect(cached.prepare('SELECT 1 AS n')).toBe(one);
    cached.prepare('SELECT 2 AS n');
    cached.prepare('SELECT 1 AS n'); // touched: now the most recent
    cached.prepare('SELECT 3 AS n'); // evicts SELECT 2, the least recently used
    expect(prepared).toBe(3);
    expect(cached.prepare('SELECT 1 AS n')).toBe(one);
    cached.prepare('SELECT 2 AS n');
    expect(prepared).toBe(4);
    expect((one as unknown as { all: () => unknown[] }).all()).toEqual([{ n: 1 }]);
    cached.close();
    expect(sqlite.open).toBe(false);
  });
});
