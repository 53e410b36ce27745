// The spec §7 "payments" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerPaymentsRoutes(_router: AppRouter, _deps: Deps): void {}
