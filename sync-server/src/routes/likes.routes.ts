// The spec §7 "likes" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerLikesRoutes(_router: AppRouter, _deps: Deps): void {}
