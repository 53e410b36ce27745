// The spec §7 "admin" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerAdminRoutes(_router: AppRouter, _deps: Deps): void {}
