// GET /healthz (outside /api): the process is up and the database answers.
import { pingDatabase } from '../db/ping';
import type { AppRouter, Deps } from '../http/context';

export function registerHealthRoutes(router: AppRouter, { db }: Deps): void {
  router.get('/healthz', async (ctx) => {
    await pingDatabase(db);
    ctx.body = { ok: true };
  });
}
