// Catalogue: the meal pass and the counter (beyond the spec;
// docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md). Servings travel by
// sync (catalogue/sync.ts); an admin reads one resident's back.
import {
  counterDayListSchema,
  counterDayQuerySchema,
  mealPassesResponseSchema,
  residentServingsQuerySchema,
  residentServingsSchema,
} from '../meal-pass';
import { endpoints } from './endpoint';

export const MEAL_PASS_ENDPOINTS = endpoints({
  mealPasses: {
    method: 'GET',
    path: '/meal-pass',
    access: 'user',
    response: mealPassesResponseSchema,
  },
  counterDay: {
    method: 'GET',
    path: '/counter/day',
    access: 'admin',
    query: counterDayQuerySchema,
    response: counterDayListSchema,
  },
  residentServings: {
    method: 'GET',
    path: '/admin/servings',
    access: 'admin',
    query: residentServingsQuerySchema,
    response: residentServingsSchema,
  },
});
