// GET /healthz (outside /api): the process is up and the database answers.
import { sql } from 'kysely';
import type { AppRouter, Deps } from '../http/context';

export function registerHealthRoutes(router: AppRouter, { db }: Deps): void {
  router.get('/healthz', async (ctx) => {
    await sql`SELECT 1`.execute(db);
    ctx.body = { ok: true };
  });
}
