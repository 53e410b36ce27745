// A signed-in resident's dashboard pages (the meal pass, the statement, the chat, …), loaded on
// demand by the router (router.tsx), and their warm-up (page-modules.ts): a visitor's first visit
// does not pay for them; a resident's device opens each of them offline once the resident has
// been signed in online.
import type { DashboardUserChild } from '../lib/paths';
import type { PageModule } from './page-modules';

export const RESIDENT_PAGE_MODULES: Record<DashboardUserChild, PageModule> = {
  'my-profile': {
    load: () => import('../features/user-dashboard/pages/my-profile-page'),
    name: 'MyProfilePage',
  },
  'requested-meals': {
    load: () => import('../features/user-dashboard/pages/requested-meals-page'),
    name: 'RequestedMealsPage',
  },
  'my-reviews': {
    load: () => import('../features/user-dashboard/pages/my-reviews-page'),
    name: 'MyReviewsPage',
  },
  'user-chat': {
    load: () => import('../features/chat/pages/user-chat-page'),
    name: 'UserChatPage',
  },
  // Beyond the spec: the menu, skips, kitchen, statements and settings.
  'my-skips': { load: () => import('../features/menu/pages/my-skips-page'), name: 'MySkipsPage' },
  'my-statement': {
    load: () => import('../features/statements/pages/my-statement-page'),
    name: 'MyStatementPage',
  },
  'meal-pass': {
    load: () => import('../features/meal-pass/pages/meal-pass-page'),
    name: 'MealPassPage',
  },
};
