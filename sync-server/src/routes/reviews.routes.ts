// The spec §7 "reviews" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerReviewsRoutes(_router: AppRouter, _deps: Deps): void {}
