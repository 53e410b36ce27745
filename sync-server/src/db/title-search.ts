// The /all-meals title search through indexes, answering exactly what the literal search of
// db/contains-text.ts answers (that file states the reference: what matches, case, accents,
// `%`, `_`).
// - PostgreSQL: the reference expression itself, `lower(meal_title) LIKE …`; the pg_trgm GIN index
//   on lower(meal_title) serves it (PostgreSQL rechecks every candidate against the LIKE, so the
//   index changes the speed, never the answer). A pattern with no trigram (one or two
//   characters) is answered by the planner's other plans, still exactly.
// - SQLite: two indexes, each exact on its own (migration 2026-12-03-01):
//   - the FTS5 trigram table `meals_title_search` (kept in step with `meals` by triggers) holds
//     every live meal's title as lower() gives it and matches case-sensitively, so the titles
//     matching the search, lower-cased by JavaScript, as one phrase are exactly the reference's
//     matches. It finds and counts a rare word's few meals at once; FTS5 trigrams need three
//     characters, so a shorter search never uses it.
//   - the price-order indexes carry the title: a query that walks one (a page in price order, a
//     category's count) tests the reference LIKE on each entry there, reading no meal row, and
//     a page stops at its last meal. A word most titles contain fills its page within a few
//     entries, where the title index would hand over every match to be sorted.
//   Which of the two a query goes through is chosen from the number of matches
//   (titleSearchRoute).
import { sql, type RawBuilder } from 'kysely';
import { containsText } from './contains-text';
import type { Executor } from './database';
import { dialectOf } from './dialect';

/** FTS5 trigrams: a phrase of fewer characters (code points) matches no row at all. */
const TRIGRAM = 3;

/**
 * How a query finds the meals a search matches: `index`, from the title index's matches (each
 * then looked up by id); `scan`, by testing the reference on each meal the query walks anyway.
 * On PostgreSQL both are the reference LIKE, and its planner chooses.
 */
export type TitleRoute = 'index' | 'scan';

/**
 * About how many order-index entries, each tested against the search where it lies, cost as much
 * as one match of the title index looked up by id and read (its row, then the sort of the
 * matches): measured on the bench's data set (bench/micro/title-routes.ts).
 */
export const MATCH_COST_IN_ENTRIES = 10;

/**
 * The cheaper route for a search the title index counts `matches` live meals of (undefined: no
 * index can count it), among `total` live meals. The scan's cost is taken as the whole order
 * index: a page of a word the cheap meals lack walks past all of them before its first match
 * (prices follow the dish), so the position of a page says little of its cost.
 */
export function titleSearchRoute(matches: number | undefined, total: number): TitleRoute {
  return matches !== undefined && matches * MATCH_COST_IN_ENTRIES < total ? 'index' : 'scan';
}

/** The FTS5 query matching `text` as one literal phrase: any character, `"` doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The search as the title index holds titles: lower-cased as the reference does. */
const indexable = (db: Executor, text: string) =>
  dialectOf(db) === 'sqlite' && [...text.toLowerCase()].length >= TRIGRAM;

/**
 * The number of live meals whose title contains `text` (the reference), counted in the SQLite
 * title index alone; undefined where no index counts it (PostgreSQL, a search under three
 * characters).
 */
export async function countTitleMatches(db: Executor, text: string): Promise<number | undefined> {
  if (!indexable(db, text)) return undefined;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM meals_title_search
    WHERE meals_title_search MATCH ${ftsPhrase(text.toLowerCase())}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The condition "a live meal whose title contains `text`" (the reference of contains-text.ts)
 * for a query on `meals`, by `route`. On SQLite the `index` route writes the liveness test
 * `+deleted` so the planner cannot start from the (deleted, …) indexes: it starts from the
 * title index's matches and looks each up by id.
 */
export function liveMealTitleContains(
  db: Executor,
  text: string,
  route: TitleRoute,
): RawBuilder<boolean> {
  const reference = containsText('meal_title', text);
  if (route === 'scan' || !indexable(db, text)) {
    return sql<boolean>`${sql.ref('meals.deleted')} = 0 AND ${reference}`;
  }
  return sql<boolean>`+${sql.ref('meals.deleted')} = 0 AND ${sql.ref('meals.id')} IN (SELECT id FROM meals_title_search WHERE meals_title_search MATCH ${ftsPhrase(text.toLowerCase())})`;
}
