// The spec §7 "requested-meals" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerRequestedMealsRoutes(_router: AppRouter, _deps: Deps): void {}
