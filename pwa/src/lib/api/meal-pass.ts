// The meal pass and the counter (beyond the spec): the resident's signed day passes, and the
// day's list a counter keeps to verify passes offline.
import { ENDPOINTS, type CounterDayList, type MealPasses } from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const mealPassApi = {
  passes: (signal?: AbortSignal) => callEndpoint<MealPasses>(ENDPOINTS.mealPasses, { signal }),
  counterDay: (date?: string, signal?: AbortSignal) =>
    callEndpoint<CounterDayList>(ENDPOINTS.counterDay, {
      query: date ? { date } : undefined,
      signal,
    }),
};
