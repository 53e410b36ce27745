// The spec §7 "admin profile" calls under /api (admins only; the profile is the admin's own:
// the catalogue's `owner` rule), mounted from the shared catalogue.
import { ENDPOINTS } from '@hostel/shared-schema';
import { adminProfile, adminProfileData } from '../domain/admin/admin-profile';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';

export function registerAdminRoutes(router: AppRouter, deps: Deps): void {
  mountEndpoint(router, ENDPOINTS.adminProfile, (_ctx, { user }) =>
    adminProfile(deps.db, user.email),
  );
  mountEndpoint(router, ENDPOINTS.adminProfileData, (_ctx, { query }) =>
    adminProfileData(deps.db, query.email),
  );
}
