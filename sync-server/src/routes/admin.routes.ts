// The spec §7 "admin profile" calls under /api (admins only; the profile is the admin's own).
import { adminProfileQuerySchema } from '@hostel/shared-schema';
import { requireAdmin, requireSelf } from '../auth/session';
import { adminProfile, adminProfileData } from '../domain/admin/admin-profile';
import type { AppRouter, Deps } from '../http/context';
import { parseInput } from '../http/validate';

export function registerAdminRoutes(router: AppRouter, deps: Deps): void {
  router.get('/admin-profile', async (ctx) => {
    requireAdmin(ctx);
    const { email } = parseInput(adminProfileQuerySchema, ctx.query);
    const admin = requireSelf(ctx, email);
    ctx.body = await adminProfile(deps.db, admin.email);
  });

  router.get('/admin-profile-data', async (ctx) => {
    requireAdmin(ctx);
    const { email } = parseInput(adminProfileQuerySchema, ctx.query);
    ctx.body = await adminProfileData(deps.db, email);
  });
}
