// SQL of the All Meals label filters, the one place their dialect questions live.
// `allergens` is JSON text ('["milk","eggs"]', '[]' for none listed, NULL for not labelled; see
// migrations/2026-11-24-15-food-labels.ts). "Contains no peanuts" is then `NOT LIKE '%"peanuts"%'`:
// the quotes make it a whole name, and the names are lower-case letters and '-' only (no LIKE
// wildcard, no case question), so SQLite's case-insensitive and PostgreSQL's case-sensitive LIKE
// answer alike, and no JSON function (json_each vs jsonb) is needed.
import { sql, type RawBuilder } from 'kysely';
import { ALLERGENS, type Allergen } from '@hostel/shared-schema';

/** `column NOT LIKE '%"name"%'`: the JSON list in `column` does not hold `allergen`. */
export function listLacks(column: string, allergen: Allergen): RawBuilder<boolean> {
  // Guards the "no wildcard" reasoning above against a future name with % or _ in it.
  if (!ALLERGENS.includes(allergen) || /[%_\\"]/.test(allergen)) {
    throw new Error(`not an allergen name: ${allergen}`);
  }
  return sql<boolean>`${sql.ref(column)} NOT LIKE ${`%"${allergen}"%`}`;
}
