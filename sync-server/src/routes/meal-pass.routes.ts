// The meal pass and the counter (catalogue in shared-schema api/catalogue/meal-pass.ts):
//   GET /meal-pass            signed in   the resident's passes for today and the coming days
//   GET /counter/day?date=    admin       what a counter needs to serve one day offline
//   GET /admin/servings?email=&limit=  admin  one resident's latest servings (the resident sheet)
// Servings come back from the counters through sync (/sync/servings/push).
import { ENDPOINTS } from '@hostel/shared-schema';
import { counterDayList } from '../domain/meal-pass/counter-day';
import { residentPasses } from '../domain/meal-pass/resident-passes';
import { residentServings } from '../domain/servings/resident-servings';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';

export function registerMealPassRoutes(router: AppRouter, deps: Deps): void {
  const { db, clock, passKeys } = deps;
  mountEndpoint(router, ENDPOINTS.mealPasses, (_ctx, { user }) =>
    residentPasses(db, clock, passKeys, user),
  );
  mountEndpoint(router, ENDPOINTS.counterDay, (_ctx, { query }) =>
    counterDayList(db, clock, passKeys, query.date),
  );
  mountEndpoint(router, ENDPOINTS.residentServings, async (ctx, { query }) => {
    // A counter's sync changes it at any moment: never served from a cache.
    ctx.set('cache-control', 'no-store');
    ctx.body = await residentServings(db, query.email, query.limit);
  });
}
