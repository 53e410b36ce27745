// The one literal, case-insensitive "contains" search of the server's admin and public lists.
// A user's `%`, `_` or `\` is text, never a pattern: they are escaped with `\`, and the ESCAPE
// clause is explicit because SQLite's LIKE has no escape character by default (PostgreSQL's is
// the same backslash), so the SQL reads the same on both.
import { sql, type RawBuilder } from 'kysely';

/** The LIKE pattern matching `text` (lower-cased) literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `lower(column) LIKE '%text%' ESCAPE '\'`, with `text` matched literally. */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
