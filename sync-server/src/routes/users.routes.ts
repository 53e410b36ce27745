// The spec §7 "users" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerUsersRoutes(_router: AppRouter, _deps: Deps): void {}
