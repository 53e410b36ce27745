// Mounts every area's routes under /api (/healthz is a middleware of its own: health.routes.ts).
import { API_BASE } from '@hostel/shared-schema';
import type { Deps } from '../http/context';
import { registerAuthRoutes } from './auth.routes';
import { registerAccountSecurityRoutes } from './account-security.routes';
import { registerUsersRoutes } from './users.routes';
import { registerUploadRoutes } from './upload.routes';
import { registerMealsRoutes } from './meals.routes';
import { registerLikesRoutes } from './likes.routes';
import { registerReviewsRoutes } from './reviews.routes';
import { registerRequestedMealsRoutes } from './requested-meals.routes';
import { registerPaymentsRoutes } from './payments.routes';
import { registerAdminRoutes } from './admin.routes';
import { registerChatRoutes } from './chat.routes';
import { registerSyncRoutes } from './sync.routes';
import { registerProvidersRoutes } from './providers.routes';
import { registerMenuRoutes } from './menu.routes';
import { registerCoverRoutes } from './covers.routes';
import { registerDietaryRoutes } from './dietary.routes';
import { registerPushRoutes } from './push.routes';
import { registerPasswordResetRoutes } from './password-reset.routes';
import { registerMealPassRoutes } from './meal-pass.routes';
import { RouteIndex } from './route-index';

export function buildRoutes(deps: Deps): RouteIndex {
  const api = new RouteIndex(API_BASE);
  for (const register of [
    registerAuthRoutes,
    registerAccountSecurityRoutes,
    registerUsersRoutes,
    registerUploadRoutes,
    registerMealsRoutes,
    registerLikesRoutes,
    registerReviewsRoutes,
    registerRequestedMealsRoutes,
    registerPaymentsRoutes,
    registerAdminRoutes,
    registerChatRoutes,
    registerSyncRoutes,
    registerProvidersRoutes,
    registerMenuRoutes,
    registerCoverRoutes,
    registerDietaryRoutes,
    registerPushRoutes,
    registerPasswordResetRoutes,
    registerMealPassRoutes,
  ]) {
    register(api, deps);
  }
  return api;
}
