// How meal requests replicate: each resident pulls their own; they are made and served online.
import type { ServerCollection } from '../sync/server-collection';
import { readOnly, withDeleted } from '../sync/server-collection';
import { toRequestedMealDoc, type RequestedMealRow } from './requested-meal-doc';

export const requestedMealsServer: ServerCollection = {
  sources: [
    {
      table: 'requested_meals',
      ownerColumn: 'user_email',
      toDoc: (row: RequestedMealRow) => withDeleted(toRequestedMealDoc(row), row),
    },
  ],
  rule: readOnly('Meal requests are made and served online, not through sync'),
};
