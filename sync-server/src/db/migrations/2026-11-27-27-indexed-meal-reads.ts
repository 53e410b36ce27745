// Indexes that let /all-meals answer any search and any page without scanning the meals:
// - title search (db/title-search.ts): on SQLite an FTS5 table with the trigram tokenizer over the
//   live meals' titles, kept in step with `meals` by triggers (so every writer, the seed and
//   another process included, keeps it right); on PostgreSQL a pg_trgm GIN index on
//   lower(meal_title), the very expression the search compares.
// - deep pages (domain/meals/meal-page.ts): the high-to-low price order is price DESC, id ASC,
//   which the ascending indexes cannot give without a sort; these indexes give it in index order,
//   so a page's ids are read from the index alone.
// It runs on a database that already has meals: the FTS table is filled from them here.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

const DESCENDING_PRICE = [
  sql`CREATE INDEX meals_price_desc ON meals (deleted, price DESC, id)`,
  sql`CREATE INDEX meals_type_price_desc ON meals (deleted, meal_type, price DESC, id)`,
];

const SQLITE_SEARCH = [
  sql`CREATE VIRTUAL TABLE meals_title_search USING fts5(id UNINDEXED, meal_title, tokenize = 'trigram')`,
  sql`INSERT INTO meals_title_search (id, meal_title) SELECT id, meal_title FROM meals WHERE deleted = 0`,
  sql`CREATE TRIGGER meals_title_search_insert AFTER INSERT ON meals WHEN new.deleted = 0 BEGIN
        INSERT INTO meals_title_search (id, meal_title) VALUES (new.id, new.meal_title);
      END`,
  // Only a change of the title, the id or the tombstone touches the index (a like does not).
  sql`CREATE TRIGGER meals_title_search_update AFTER UPDATE OF id, meal_title, deleted ON meals BEGIN
        DELETE FROM meals_title_search WHERE id = old.id;
        INSERT INTO meals_title_search (id, meal_title)
          SELECT new.id, new.meal_title WHERE new.deleted = 0;
      END`,
  sql`CREATE TRIGGER meals_title_search_delete AFTER DELETE ON meals BEGIN
        DELETE FROM meals_title_search WHERE id = old.id;
      END`,
];

const POSTGRES_SEARCH = [
  sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  sql`CREATE INDEX meals_title_trgm ON meals USING gin (lower(meal_title) gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const search = dialectOf(db) === 'postgres' ? POSTGRES_SEARCH : SQLITE_SEARCH;
  for (const statement of [...DESCENDING_PRICE, ...search]) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops =
    dialectOf(db) === 'postgres'
      ? [sql`DROP INDEX meals_title_trgm`]
      : [
          sql`DROP TRIGGER meals_title_search_delete`,
          sql`DROP TRIGGER meals_title_search_update`,
          sql`DROP TRIGGER meals_title_search_insert`,
          sql`DROP TABLE meals_title_search`,
        ];
  drops.push(sql`DROP INDEX meals_type_price_desc`, sql`DROP INDEX meals_price_desc`);
  for (const statement of drops) await statement.execute(db);
}
