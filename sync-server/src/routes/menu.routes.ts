// Our additions under /api (issue 13; catalogue in shared-schema api/catalogue/menu.ts):
//   GET  /hostel-settings              anyone      PUT /hostel-settings          admin
//   PUT  /menu/{date}/{slot}           admin       POST /menu/copy-week          admin
//   PUT  /skips/{date}/{slot}          resident (the REST twin of pushing a skip)
//   GET  /kitchen?from=&days=          admin
//   GET  /statements/mine?month=       signed in   GET /admin/statements?month=  admin
// Writes to replicated rows tell the live channel; a skip also reaches the admins' Kitchen page.
import {
  copyWeekBodySchema,
  hostelSettingsInputSchema,
  kitchenQuerySchema,
  menuSlotParamsSchema,
  monthQuerySchema,
  setMenuSlotBodySchema,
  setSkipBodySchema,
  type CopyWeekResult,
  type UpdateResult,
} from '@hostel/shared-schema';
import { requireAdmin, requireUser } from '../auth/session';
import { systemClock } from '../domain/hostel/clock';
import { loadSettings, updateSettings } from '../domain/hostel/settings';
import { kitchenHeadcount } from '../domain/kitchen/headcount';
import { copyLastWeek } from '../domain/menu/copy-week';
import { setMenuSlot } from '../domain/menu/set-menu-slot';
import { setSkip } from '../domain/skips/set-skip';
import { allStatements, myStatement } from '../domain/statements/statements';
import type { AppRouter, Deps } from '../http/context';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';

const updateResult = (changed: boolean): UpdateResult => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount: changed ? 1 : 0,
});

export function registerMenuRoutes(router: AppRouter, deps: Deps): void {
  const { db, events } = deps;
  const clock = deps.clock ?? systemClock;

  router.get('/hostel-settings', async (ctx) => {
    ctx.body = await loadSettings(db);
  });

  router.put('/hostel-settings', async (ctx) => {
    requireAdmin(ctx);
    const input = parseInput(hostelSettingsInputSchema, ctx.request.body);
    ctx.body = await inTransaction(db, (trx) => updateSettings(trx, clock, input));
    events.emit('synced-change', { collections: ['hostel-settings'] });
  });

  router.put('/menu/:date/:slot', async (ctx) => {
    requireAdmin(ctx);
    const { date, slot } = parseInput(menuSlotParamsSchema, ctx.params);
    const { mealIds } = parseInput(setMenuSlotBodySchema, ctx.request.body);
    const { changed } = await inTransaction(db, (trx) =>
      setMenuSlot(trx, clock, date, slot, mealIds),
    );
    if (changed) events.emit('synced-change', { collections: ['menu'] });
    ctx.body = updateResult(changed);
  });

  router.post('/menu/copy-week', async (ctx) => {
    requireAdmin(ctx);
    const { weekStart } = parseInput(copyWeekBodySchema, ctx.request.body);
    const result = await inTransaction(db, (trx) => copyLastWeek(trx, clock, weekStart));
    if (result.copied > 0) events.emit('synced-change', { collections: ['menu'] });
    ctx.body = { acknowledged: true, ...result } satisfies CopyWeekResult;
  });

  router.put('/skips/:date/:slot', async (ctx) => {
    const user = requireUser(ctx);
    const { date, slot } = parseInput(menuSlotParamsSchema, ctx.params);
    const { skipped } = parseInput(setSkipBodySchema, ctx.request.body);
    const { changed } = await inTransaction(db, (trx) =>
      setSkip(trx, clock, user, date, slot, skipped),
    );
    if (changed) events.emit('synced-change', { collections: ['skips'], emails: [user.email] });
    ctx.body = updateResult(changed);
  });

  router.get('/kitchen', async (ctx) => {
    requireAdmin(ctx);
    const query = parseInput(kitchenQuerySchema, ctx.query);
    ctx.set('cache-control', 'no-store');
    ctx.body = await kitchenHeadcount(db, clock, query);
  });

  router.get('/statements/mine', async (ctx) => {
    const user = requireUser(ctx);
    const { month } = parseInput(monthQuerySchema, ctx.query);
    ctx.body = await myStatement(db, user.email, month);
  });

  router.get('/admin/statements', async (ctx) => {
    requireAdmin(ctx);
    const { month } = parseInput(monthQuerySchema, ctx.query);
    ctx.body = await allStatements(db, month);
  });
}
