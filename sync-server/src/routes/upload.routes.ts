// The spec §7 "upload" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerUploadRoutes(_router: AppRouter, _deps: Deps): void {}
