// Hot queries built once: a Kysely query is an object tree that is built and compiled to SQL on
// every call, which costs several times what SQLite then spends running these small statements
// (the session lookup runs on every API request, a like runs five
// statements). A prepared query is built and compiled once per dialect with placeholder
// arguments; each call sends the same SQL with the call's arguments in their places. The query
// is still written with Kysely's builder (types, dialect-specific SQL), and it still runs on
// whatever executor it is given: the database, or the caller's transaction.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './database';

/** Stands for argument `index` while the query is compiled; never a value a caller passes. */
const placeholder = (index: number) => `\u0000prepared-argument-${index}\u0000`;

export function preparedQuery<A extends unknown[], R>(
  build: (db: Executor, ...args: A) => Compilable<R>,
): (db: Executor, ...args: A) => Promise<QueryResult<R>> {
  // One compiled form per dialect adapter (SQLite, PostgreSQL), shared by its transactions.
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; slots: (number | -1)[] }>();

  const compile = (db: Executor, argumentCount: number) => {
    const placeholders = Array.from({ length: argumentCount }, (_, index) => placeholder(index));
    const query = build(db, ...(placeholders as A)).compile();
    // Which argument each parameter is (-1: a constant of the query, kept as compiled).
    const slots = query.parameters.map((value) =>
      typeof value === 'string' ? placeholders.indexOf(value) : -1,
    );
    const used = new Set(slots);
    if (placeholders.some((_, index) => !used.has(index))) {
      // An argument that is not a bound parameter (inlined, or transformed) cannot be swapped.
      throw new Error(`prepared query: an argument is not a parameter in ${query.sql}`);
    }
    return { query, slots };
  };

  return (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let entry = compiled.get(adapter);
    if (!entry) compiled.set(adapter, (entry = compile(db, args.length)));
    const { query, slots } = entry;
    const parameters = slots.map((slot, index) =>
      slot < 0 ? query.parameters[index] : args[slot],
    );
    return db.executeQuery<R>({ ...query, parameters });
  };
}
