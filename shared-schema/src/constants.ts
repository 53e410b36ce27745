// Business constants of spec §9: prices, features, page sizes, limits and timings.
// The server and the PWA both read these, so a rule is written once.

export const PACKAGE_NAMES = ['silver', 'gold', 'platinum'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

/** Monthly price in Tk per package. */
export const PACKAGE_PRICES: Record<PackageName, number> = {
  silver: 3000,
  gold: 4000,
  platinum: 5000,
};

/** The amount the checkout computes for an unknown package name (Pay Now is then disabled). */
export const UNKNOWN_PACKAGE_AMOUNT = 1;

export const ALL_PACKAGE_FEATURES = [
  'Qualityful Meal',
  '24/7 service',
  'Cucumber Salad',
  'Mounthly Special Meal',
  'One-time Package',
  'Minarel Water',
  'Free Delivery',
] as const;
export type PackageFeature = (typeof ALL_PACKAGE_FEATURES)[number];

export const PACKAGE_FEATURES: Record<PackageName, readonly PackageFeature[]> = {
  silver: ['Qualityful Meal', '24/7 service', 'Cucumber Salad'],
  gold: [
    'Qualityful Meal',
    '24/7 service',
    'Cucumber Salad',
    'Mounthly Special Meal',
    'One-time Package',
  ],
  platinum: [...ALL_PACKAGE_FEATURES],
};

export function isPackageName(value: unknown): value is PackageName {
  return typeof value === 'string' && (PACKAGE_NAMES as readonly string[]).includes(value);
}

/** Price of a package name, or the unknown-package amount (1). */
export function packageAmount(name: string | undefined): number {
  return isPackageName(name) ? PACKAGE_PRICES[name] : UNKNOWN_PACKAGE_AMOUNT;
}

/** The badge of a user without a package. */
export const NO_PACKAGE_BADGE = 'bronze';
/** Badge of a subscribed user: 'x-silver', 'x-gold', 'x-platinum'. */
export function badgeForPackage(name: PackageName): string {
  return `x-${name}`;
}
/** The tier part of a badge ('x-gold' -> 'gold'), or undefined for bronze. */
export function badgeTier(badge: string | undefined | null): PackageName | undefined {
  const tier = badge?.split('-')[1];
  return isPackageName(tier) ? tier : undefined;
}

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const MEAL_CATEGORIES = ['all', ...MEAL_TYPES] as const;
export const HOME_TABS = ['breakfast', 'lunch', 'dinner', 'allMeals'] as const;

export const ROLES = ['general', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'general';

export const REQUEST_STATUSES = ['pending', 'delivered'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Admin and user tables: 10 rows a page, pages = ceil(count / 10). */
export const TABLE_PAGE_SIZE = 10;
/** Public all-meals list: 4 meals per request, the next offset is the previous plus 4. */
export const ALL_MEALS_PAGE_SIZE = 4;
/** The largest `limit` /all-meals accepts. */
export const ALL_MEALS_MAX_LIMIT = 50;
export const ALL_MEALS_SCROLL_TRIGGER = 0.8;
export const ALL_MEALS_SCROLL_THROTTLE_MS = 150;
export const HOME_TAB_MEAL_LIMIT = 6;
export const PUBLISH_MIN_LIKES = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const REVIEW_RATING_MIN = 1;

export const SORT_DEFAULTS = { requestedMeals: 'del', allReviews: 'htl', allMeals: 'l2h' } as const;
export const REQUESTED_MEAL_SORTS = ['del', 'pen'] as const;
export const REVIEW_SORT_KEYS = ['sbl', 'sbr'] as const;
export const SORT_DIRECTIONS = ['htl', 'lth'] as const;
export const PRICE_SORTS = ['l2h', 'h2l'] as const;

export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const TIMINGS = {
  toastMs: 2000,
  paymentToastMs: 1500,
  logoutToastMs: 2000,
  editModalCloseMs: 800,
  progressButtonReleaseMs: 500,
  errorLabelDelayMs: 600,
  serveAndRequestDelayMs: 600,
  makeAdminSpinnerMs: 1000,
} as const;

export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/** The chat sender label of any admin. */
export const ADMIN_CHAT_LABEL = 'admin';
export const CURRENCY = 'Tk';
