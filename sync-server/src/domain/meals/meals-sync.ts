// How meals replicate: public, pulled by anyone; admins change them online, never through sync.
import type { ServerCollection } from '../sync/server-collection';
import { readOnly, withDeleted } from '../sync/server-collection';
import { toMealDoc, type MealRow } from './meal-repository';

export const mealsServer: ServerCollection = {
  sources: [
    {
      table: 'meals',
      toDoc: (row: MealRow & { deleted: number }) => withDeleted(toMealDoc(row), row),
    },
  ],
  rule: readOnly('Meals are changed by admins only, not through sync'),
};
