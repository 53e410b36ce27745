// The meals and upcoming-meals RxDB schemas as version 0 shipped them, before the food labels:
// the shipped schema without diet, halal and allergens. The upgrade tests open an
// "old app" with them and check that the real migration (RX_MIGRATIONS) keeps every document
// and every waiting write.
import { RX_SCHEMAS } from '@hostel/shared-schema';
import type { CollectionSchema } from '../options';

const LABELS = ['diet', 'halal', 'allergens'];

type ObjectNode = { properties: Record<string, unknown>; required: string[] };

function withoutLabels<T extends ObjectNode>(node: T): T {
  return {
    ...node,
    properties: Object.fromEntries(
      Object.entries(node.properties).filter(([name]) => !LABELS.includes(name)),
    ),
    required: node.required.filter((name) => !LABELS.includes(name)),
  };
}

function v0(schema: CollectionSchema['schema']): CollectionSchema {
  return { schema: { ...schema, version: 0 }, migrationStrategies: {} };
}

const shippedMeals = RX_SCHEMAS.meals as unknown as CollectionSchema['schema'] & ObjectNode;
const shippedUpcoming = RX_SCHEMAS['upcoming-meals'] as unknown as CollectionSchema['schema'] &
  ObjectNode;

export const MEALS_V0 = v0(withoutLabels(shippedMeals));
export const UPCOMING_MEALS_V0 = v0({
  ...shippedUpcoming,
  properties: {
    ...shippedUpcoming.properties,
    mainMealData: withoutLabels(
      shippedUpcoming.properties.mainMealData as unknown as ObjectNode,
    ) as never,
  },
});
