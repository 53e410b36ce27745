// The one literal, case-insensitive "contains" search of the server's admin and public lists,
// and the reference every indexed search must answer exactly (db/title-search.ts for /all-meals).
//
// The reference: a row matches when lower(column), as the database lower-cases it, contains the
// search, trimmed and lower-cased by JavaScript, as a literal run of characters anywhere.
// - Case: ASCII letters match in either case. Other letters as the database's lower() and LIKE
//   treat them: SQLite folds ASCII only, and so does PostgreSQL in a C-locale database (as the
//   tests' cluster is): "É" in a title is not found by "é", and a search with "É", lower-cased
//   to "é", finds only titles with a lower-case "é". In another locale PostgreSQL's lower()
//   folds as that locale does, and its index follows it.
// - Accents: never folded: "e" does not find "é", nor "é" "e".
// - `%`, `_` and `\` are characters like any other: escaped with `\`, and the ESCAPE clause is
//   explicit because SQLite's LIKE has no escape character by default (PostgreSQL's is the same
//   backslash), so the SQL reads the same on both.
// - Any length: a one-character search finds every title containing it; an empty search (after
//   trimming) is no search at all (the callers leave the condition out).
import { sql, type RawBuilder } from 'kysely';

/** The LIKE pattern matching `text` (lower-cased) literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `lower(column) LIKE '%text%' ESCAPE '\'`, with `text` matched literally. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
