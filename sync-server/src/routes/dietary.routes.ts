// The dietary profile calls (catalogue in shared-schema api/catalogue/dietary.ts):
//   GET /dietary-profile/{email}   the owner only
//   PUT /dietary-profile/{email}   the owner only (the REST twin of pushing the profile)
// A change tells the live channel, so the owner's other devices pull it at once.
import { ENDPOINTS, type UpdateResult } from '@hostel/shared-schema';
import { getDietaryProfile, setDietaryProfile } from '../domain/dietary/dietary-profile';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

export function registerDietaryRoutes(router: AppRouter, { db, events }: Deps): void {
  mountEndpoint(router, ENDPOINTS.dietaryProfile, async (ctx, { user }) => {
    ctx.set('cache-control', 'no-store');
    return getDietaryProfile(db, user);
  });

  mountEndpoint(router, ENDPOINTS.setDietaryProfile, async (_ctx, { user, body }) => {
    const { changed } = await inTransaction(db, (trx) =>
      setDietaryProfile(trx, user, body, Date.now()),
    );
    if (changed) {
      events.emit('synced-change', { collections: ['dietary-profiles'], emails: [user.email] });
    }
    return {
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: changed ? 1 : 0,
    } satisfies UpdateResult;
  });
}
