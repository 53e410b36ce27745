// The spec §7 "sync" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerSyncRoutes(_router: AppRouter, _deps: Deps): void {}
