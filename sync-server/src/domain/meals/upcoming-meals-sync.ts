// How upcoming meals replicate: public, pulled by anyone; admins change them online.
import type { ServerCollection } from '../sync/server-collection';
import { readOnly, withDeleted } from '../sync/server-collection';
import { toUpcomingMealDoc, type MealRow } from './meal-repository';

export const upcomingMealsServer: ServerCollection = {
  sources: [
    {
      table: 'upcoming_meals',
      toDoc: (row: MealRow & { deleted: number }) => withDeleted(toUpcomingMealDoc(row), row),
    },
  ],
  rule: readOnly('Upcoming meals are changed by admins only, not through sync'),
};
