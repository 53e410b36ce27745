// Migration steps of the RxDB collections (schemas.ts): when a collection's schema `version` goes
// up, the step turns the documents already on the device into the new shape.
import type { SyncCollection } from '../sync/protocol';

type MealDoc = Record<string, unknown>;
/**
 * Version 0 → 1 of a meal: the labels a meal stored before labels existed gets, "not labelled yet"
 * (the entity's defaults). A document that already has them (pulled anew) keeps them.
 */
function withFoodLabels(doc: MealDoc): MealDoc {
  return { diet: null, halal: false, allergens: null, ...doc };
}

/**
 * Migration steps per collection: `RX_MIGRATIONS[c][n]` turns a version n-1 document into version
 * n (RxDB's `migrationStrategies`). Version 0 needs none; a replicated collection can also drop
 * its local copy and pull again, which is what a `null` answer would mean.
 */
export const RX_MIGRATIONS: Record<
  SyncCollection,
  Record<number, (doc: Record<string, unknown>) => Record<string, unknown> | null>
> = {
  meals: { 1: withFoodLabels },
  'upcoming-meals': {
    1: (doc) => ({ ...doc, mainMealData: withFoodLabels(doc.mainMealData as MealDoc) }),
  },
  reviews: {},
  'requested-meals': {},
  likes: {},
  menu: {},
  // 1: rangeId is optional, so a skip stored before ranges existed is a skip made on its own.
  skips: { 1: (doc) => doc },
  'hostel-settings': {},
  'dietary-profiles': {},
  servings: {},
};
