// SQLite: the /all-meals title search answered by its indexes alone, with no meal row read to
// check a candidate (db/title-search.ts):
// - the FTS5 trigram table now holds each live meal's title as SQLite's lower() gives it, and
//   matches case-sensitively: a phrase matches exactly the titles the reference LIKE of
//   db/contains-text.ts matches (the old table folded case as Unicode does, a superset that every
//   candidate's row had to be read to narrow). Its matches are then counted in the index alone.
// - the four price-order indexes carry the lower-cased title as their last column: a page of a
//   search that matches many meals walks the order index and tests each title there (as stored
//   in the index, not lower-cased again), stopping at the page's end, and a count with a
//   category tests the category's titles there, never a meal row.
// PostgreSQL keeps its indexes (its pg_trgm index on lower(meal_title) is already exact).
// It runs on a database that already has meals: both are rebuilt from them here.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** The price orders /all-meals pages by (2026-11-23-08 and 2026-11-27-27), without the title. */
const PRICE_ORDERS = {
  meals_price: sql`deleted, price, id`,
  meals_price_desc: sql`deleted, price DESC, id`,
  meals_type_price: sql`deleted, meal_type, price, id`,
  meals_type_price_desc: sql`deleted, meal_type, price DESC, id`,
};

const dropSearch = [
  sql`DROP TRIGGER meals_title_search_delete`,
  sql`DROP TRIGGER meals_title_search_update`,
  sql`DROP TRIGGER meals_title_search_insert`,
  sql`DROP TABLE meals_title_search`,
];

/** The title search table and its triggers: `title` is what `lower(meal_title)` gives. */
const searchOf = (title: (row: 'new' | 'meals') => ReturnType<typeof sql>, tokenize: string) => [
  sql`CREATE VIRTUAL TABLE meals_title_search USING fts5(id UNINDEXED, meal_title, tokenize = ${sql.raw(`'${tokenize}'`)})`,
  sql`INSERT INTO meals_title_search (id, meal_title) SELECT id, ${title('meals')} FROM meals WHERE deleted = 0`,
  sql`CREATE TRIGGER meals_title_search_insert AFTER INSERT ON meals WHEN new.deleted = 0 BEGIN
        INSERT INTO meals_title_search (id, meal_title) VALUES (new.id, ${title('new')});
      END`,
  // Only a change of the title, the id or the tombstone touches the index (a like does not).
  sql`CREATE TRIGGER meals_title_search_update AFTER UPDATE OF id, meal_title, deleted ON meals BEGIN
        DELETE FROM meals_title_search WHERE id = old.id;
        INSERT INTO meals_title_search (id, meal_title)
          SELECT new.id, ${title('new')} WHERE new.deleted = 0;
      END`,
  sql`CREATE TRIGGER meals_title_search_delete AFTER DELETE ON meals BEGIN
        DELETE FROM meals_title_search WHERE id = old.id;
      END`,
];

const lowered = (row: 'new' | 'meals') => sql`lower(${sql.raw(row)}.meal_title)`;
const asStored = (row: 'new' | 'meals') => sql`${sql.raw(row)}.meal_title`;

const priceOrders = (withTitle: boolean) =>
  Object.entries(PRICE_ORDERS).flatMap(([name, columns]) => [
    sql`DROP INDEX ${sql.raw(name)}`,
    sql`CREATE INDEX ${sql.raw(name)} ON meals (${columns}${withTitle ? sql`, lower(meal_title)` : sql``})`,
  ]);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  const statements = [
    ...dropSearch,
    ...searchOf(lowered, 'trigram case_sensitive 1'),
    ...priceOrders(true),
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  const statements = [...dropSearch, ...searchOf(asStored, 'trigram'), ...priceOrders(false)];
  for (const statement of statements) await statement.execute(db);
}
