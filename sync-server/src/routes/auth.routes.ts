// The spec §7 "auth" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerAuthRoutes(_router: AppRouter, _deps: Deps): void {}
