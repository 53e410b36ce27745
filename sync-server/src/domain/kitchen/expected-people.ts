// Who the kitchen cooks for, as people: the expected residents' dietary profiles (a resident who
// never saved one keeps to nothing), the counts per diet, halal and allergen among them, and per
// dish the plates to cook: the expected residents the dish fits by the one fit rule
// (dietaryWarnings, the rule behind every warning a resident sees), and how many it does not.
import {
  ALLERGENS,
  DIET_PREFERENCES,
  dietaryWarnings,
  EMPTY_DIETARY_PROFILE,
  needsOf,
  type DietaryProfileFields,
  type KitchenSlotRow,
  type Meal,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { toDietaryProfileDoc } from '../dietary/dietary-profile';

export type Needs = Pick<DietaryProfileFields, 'diet' | 'halalOnly' | 'avoid'>;

/** The dietary profiles of these residents (lower-case e-mails), the empty one for the rest. */
export async function needsOfResidents(
  db: Executor,
  emails: readonly string[],
): Promise<Map<string, Needs>> {
  const needs = new Map<string, Needs>(emails.map((email) => [email, EMPTY_DIETARY_PROFILE]));
  if (emails.length === 0) return needs;
  const rows = await db
    .selectFrom('dietary_profiles')
    .selectAll()
    .where('user_email', 'in', [...emails])
    .where('deleted', '=', 0)
    .execute();
  for (const row of rows) {
    const doc = toDietaryProfileDoc(row);
    needs.set(doc.email.toLowerCase(), {
      diet: doc.diet,
      halalOnly: doc.halalOnly,
      avoid: doc.avoid,
    });
  }
  return needs;
}

type PeopleFigures = Pick<KitchenSlotRow, 'dishes' | 'diets' | 'halalOnly' | 'allergens'>;

/** The figures of one slot from its expected residents' needs and its live meals. */
export function peopleFigures(expected: readonly Needs[], meals: readonly Meal[]): PeopleFigures {
  return {
    dishes: meals.map((meal) => {
      const plates = expected.filter(
        (needs) =>
          dietaryWarnings(meal, needsOf({ ...EMPTY_DIETARY_PROFILE, ...needs })).length === 0,
      ).length;
      return { mealId: meal._id, title: meal.mealTitle, plates, unfit: expected.length - plates };
    }),
    diets: DIET_PREFERENCES.map((diet) => ({
      diet,
      count: expected.filter((needs) => needs.diet === diet).length,
    })).filter((group) => group.count > 0),
    halalOnly: expected.filter((needs) => needs.halalOnly).length,
    allergens: ALLERGENS.map((allergen) => ({
      allergen,
      count: expected.filter((needs) => needs.avoid.includes(allergen)).length,
    })).filter((group) => group.count > 0),
  };
}
