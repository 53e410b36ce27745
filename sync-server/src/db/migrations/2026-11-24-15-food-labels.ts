// Food labels on meals and upcoming meals. Existing rows are "not labelled yet":
// diet and allergens NULL, halal 0. `allergens` is the JSON text of the list (['milk'] is
// '["milk"]', none listed is '[]'), like `ingredients`: the All Meals filter asks for a quoted
// name inside it with LIKE, which both SQLite and PostgreSQL do the same way (db/allergen-filter.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meals', 'upcoming_meals']) {
    await db.schema.alterTable(table).addColumn('diet', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('halal', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('allergens', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meals', 'upcoming_meals']) {
    for (const column of ['allergens', 'halal', 'diet']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
