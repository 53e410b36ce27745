// The /all-meals title search through an index, answering exactly what the literal search of
// db/contains-text.ts answers (that file states the reference: what matches, case, accents,
// `%`, `_`).
// - PostgreSQL: the reference expression itself, `lower(meal_title) LIKE …`; the pg_trgm GIN index
//   on lower(meal_title) serves it (PostgreSQL rechecks every candidate against the LIKE, so the
//   index changes the speed, never the answer). A pattern with no trigram (one or two
//   characters) is answered by the planner's other plans, still exactly.
// - SQLite: the FTS5 trigram table `meals_title_search` (kept in step with `meals` by triggers)
//   gives the candidates: the titles that contain the search with Unicode case folding, a
//   superset of the reference's matches (which fold ASCII only), then the reference LIKE keeps
//   exactly today's matches among them. FTS5 trigrams need three characters: a shorter search
//   is answered by the reference LIKE alone, over the live meals (a scan, of few characters).
import { sql, type RawBuilder } from 'kysely';
import { containsText } from './contains-text';
import type { Executor } from './database';
import { dialectOf } from './dialect';

/** FTS5 trigrams: a phrase of fewer characters (code points) matches no row at all. */
const TRIGRAM = 3;

/** The FTS5 query matching `text` as one literal phrase: any character, `"` doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The condition "a live meal whose title contains `text`" (the reference of contains-text.ts)
 * for a query on `meals`, answered through the title index where there is one. On SQLite the
 * liveness test is written `+deleted` so the planner cannot start from the (deleted, …) indexes
 * (without statistics it takes them for selective and then tests every live meal against the
 * match list): it starts from the title index's matches and looks each up by id.
 */
export function liveMealTitleContains(db: Executor, text: string): RawBuilder<boolean> {
  const reference = containsText('meal_title', text);
  const folded = text.toLowerCase();
  if (dialectOf(db) === 'postgres' || [...folded].length < TRIGRAM) {
    return sql<boolean>`${sql.ref('meals.deleted')} = 0 AND ${reference}`;
  }
  return sql<boolean>`+${sql.ref('meals.deleted')} = 0 AND ${sql.ref('meals.id')} IN (SELECT id FROM meals_title_search WHERE meals_title_search MATCH ${ftsPhrase(folded)}) AND ${reference}`;
}
