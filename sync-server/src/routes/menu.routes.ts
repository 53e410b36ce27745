// Our additions under /api (catalogue in shared-schema api/catalogue/menu.ts):
//   GET  /hostel-settings              anyone      PUT /hostel-settings          admin
//   PUT  /menu/{date}/{slot}           admin       POST /menu/copy-week          admin
//   PUT  /skips/{date}/{slot}          resident (the REST twin of pushing a skip)
//   GET  /kitchen?from=&days=          admin       GET /kitchen/people?date=&slot= admin
//   GET  /kitchen/forecast?date=       admin       ("Cook for N", tomorrow by default)
//   GET  /statements/mine?month=       signed in   GET /admin/statements?month=  admin
// Mounted from the shared catalogue. Writes to replicated rows tell the live channel; a skip also reaches the admins' Kitchen page.
import { ENDPOINTS, type CopyWeekResult, type UpdateResult } from '@hostel/shared-schema';
import { loadSettings, updateSettings } from '../domain/hostel/settings';
import { kitchenForecast } from '../domain/kitchen/forecast';
import { kitchenHeadcount, kitchenPeople } from '../domain/kitchen/headcount';
import { copyLastWeek } from '../domain/menu/copy-week';
import { setMenuSlot } from '../domain/menu/set-menu-slot';
import { setSkip } from '../domain/skips/set-skip';
import { allStatements, myStatement } from '../domain/statements/statements';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

const updateResult = (changed: boolean): UpdateResult => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount: changed ? 1 : 0,
});

export function registerMenuRoutes(router: AppRouter, deps: Deps): void {
  const { db, events } = deps;
  const { clock } = deps;

  mountEndpoint(router, ENDPOINTS.hostelSettings, () => loadSettings(db));

  mountEndpoint(router, ENDPOINTS.updateHostelSettings, async (ctx, { body }) => {
    ctx.body = await inTransaction(db, (trx) => updateSettings(trx, clock, body));
    events.emit('synced-change', { collections: ['hostel-settings'] });
  });

  mountEndpoint(router, ENDPOINTS.setMenuSlot, async (_ctx, { params, body }) => {
    const { changed, tomorrowChanged } = await inTransaction(db, (trx) =>
      setMenuSlot(trx, clock, params.date, params.slot, body.mealIds),
    );
    if (changed) events.emit('synced-change', { collections: ['menu'] });
    if (tomorrowChanged) deps.push?.tomorrowMenuChanged(params.date);
    return updateResult(changed);
  });

  mountEndpoint(router, ENDPOINTS.copyMenuWeek, async (_ctx, { body }) => {
    const result = await inTransaction(db, (trx) => copyLastWeek(trx, clock, body.weekStart));
    if (result.copied > 0) events.emit('synced-change', { collections: ['menu'] });
    return { acknowledged: true, ...result } satisfies CopyWeekResult;
  });

  mountEndpoint(router, ENDPOINTS.setSkip, async (_ctx, { user, params, body }) => {
    const { changed } = await inTransaction(db, (trx) =>
      setSkip(trx, clock, user, params.date, params.slot, body.skipped),
    );
    if (changed) events.emit('synced-change', { collections: ['skips'], emails: [user.email] });
    return updateResult(changed);
  });

  mountEndpoint(router, ENDPOINTS.kitchen, async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = await kitchenHeadcount(db, clock, query);
  });

  mountEndpoint(router, ENDPOINTS.kitchenPeople, async (ctx, { query }) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = await kitchenPeople(db, query.date, query.slot);
  });

  mountEndpoint(router, ENDPOINTS.kitchenForecast, (_ctx, { query }) =>
    kitchenForecast(db, clock, query.date),
  );

  mountEndpoint(router, ENDPOINTS.myStatement, (_ctx, { user, query }) =>
    myStatement(db, user.email, query.month),
  );

  mountEndpoint(router, ENDPOINTS.allStatements, (_ctx, { query }) =>
    allStatements(db, query.month),
  );
}
