// How a refused or replaced change is named to the resident: "Your review was not saved."
import type { SyncRejection } from '@hostel/shared-schema';

const WHAT: Record<string, string> = {
  likes: 'like',
  reviews: 'review',
  'requested-meals': 'meal request',
  meals: 'meal',
  'upcoming-meals': 'upcoming meal',
  skips: 'skip',
  'dietary-profiles': 'dietary needs',
  servings: 'serving',
};

export const changeName = (collection: string): string => WHAT[collection] ?? 'change';

export const notSavedLine = (rejection: Pick<SyncRejection, 'collection'>): string =>
  `Your ${changeName(rejection.collection)} was not saved.`;
