// The spec §7 "chat" calls under /api. (To be written.)
import type { AppRouter, Deps } from '../http/context';

export function registerChatRoutes(_router: AppRouter, _deps: Deps): void {}
