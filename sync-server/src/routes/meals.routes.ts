// The spec §7 "meals" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerMealsRoutes(_router: AppRouter, _deps: Deps): void {}
