// The tables whose rows replicate to clients: each carries `seq` (its place in the replication
// sequence) and `deleted` (a tombstone flag). Declared once: the sync sources map collections
// onto them, and the consistency check and the migration test walk them.
export const SYNCED_TABLES = [
  'meals',
  'upcoming_meals',
  'meal_likes',
  'upcoming_likes',
  'reviews',
  'requested_meals',
  'menu_slots',
  'skips',
  'hostel_settings',
  'dietary_profiles',
  'servings',
] as const;

export type SyncedTable = (typeof SYNCED_TABLES)[number];
