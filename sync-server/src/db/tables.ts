// Row types of the SQLite tables, as Kysely sees them. Synced tables carry `seq` (a
// server-assigned sequence number, taken anew by every write) and `deleted` (a tombstone: reads
// skip it, replication carries it to every client).
import type { MealFields, mealFieldsSchema } from '@hostel/shared-schema';
import type { z } from 'zod';
import type { Generated } from 'kysely';
import type { CollectionTables } from '../domain/sync/collections';

/** What a writer gives: the entity's input, where fields with a default may be missing. */
type MealFieldsInput = z.input<typeof mealFieldsSchema>;

/** The columns every synced table has. */
export type Synced = { seq: number; deleted: Generated<number> };

export type UsersTable = {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  role: string;
  badge: string;
  package: string;
  about: string; // JSON of the profile "about" object
  photo: string;
  is_chatted: Generated<number>;
  created_at: number;
  /** The meal pass generation in force (raised to replace every pass already issued). */
  pass_generation: Generated<number>;
};

/** mealTitle → meal_title: a meal field's column name. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
/**
 * How a meal field is stored: lists as JSON text, numbers as numbers, booleans as 0/1, null as
 * NULL, the rest as text.
 */
type StoredAs<T> = T extends null
  ? null
  : T extends readonly unknown[]
    ? string
    : T extends number | boolean
      ? number
      : string;
/** Fields the entity gives a default: their columns have the same default in SQL. */
type DefaultedField = {
  [Field in keyof MealFieldsInput]-?: object extends Pick<MealFieldsInput, Field> ? Field : never;
}[keyof MealFieldsInput];
/**
 * The columns of `meals` and `upcoming_meals`, derived from the meal entity (shared-schema): a
 * new meal field needs its migration, not an edit here. The row codec is meal-repository.ts.
 */
export type MealColumns = { id: string } & {
  [Field in keyof MealFields as SnakeCase<Field & string>]: Field extends DefaultedField
    ? Generated<StoredAs<MealFields[Field]>>
    : StoredAs<MealFields[Field]>;
};

export type MealsTable = MealColumns & Synced;
type UpcomingMealsTable = MealColumns & Synced;

export type LikesTable = Synced & {
  id: string; // likeId(target, targetId, email)
  target_id: string;
  user_email: string;
  liked: number; // 1 liked, 0 unliked (an unlike is a change like any other)
  updated_at: number;
};

export type ReviewsTable = Synced & {
  id: string;
  meal_id: string;
  user_email: string;
  name: string;
  image: string;
  rating: number;
  review: string;
  post_time: number;
};

export type RequestedMealsTable = Synced & {
  id: string;
  meal_id: string;
  user_email: string;
  name: string;
  meal_title: string;
  status: string;
  request_time: number;
};

export type PaymentIntentsTable = {
  id: string;
  client_secret: string;
  user_email: string;
  amount: number;
  package: string;
  provider: string;
  status: string;
  failure_message: string | null;
  created_at: number;
  /** 'subscribe' (the spec's checkout) or 'renew' (a renewal of the held package). */
  purpose: Generated<string>;
};

/** One cover period of a resident's package (dates in the hostel's time zone, inclusive). */
export type PackageCoversTable = {
  id: string;
  email: string;
  package: string;
  /** Whole Tk paid for the period: its rebates never exceed it. */
  paid: number;
  starts: string;
  ends: string;
  /** The payment that bought it; NULL for a first period of a package held without one. */
  payment_id: string | null;
  created_at: number;
};

type PaymentsTable = {
  id: string;
  email: string;
  name: string;
  payment_date: number;
  amount: number;
  package: string;
  transaction_id: string;
  /**
   * 0: not applied yet; 1: applied by the resident's change-package; 2: applied by Stripe's
   * webhook while the resident's own change-package has not come (it then answers as applied).
   */
  applied: Generated<number>;
  /** 0 while only the webhook has recorded it: the resident's subscription-handler claims it once. */
  client_claimed: Generated<number>;
};

/** Webhook events already handled, by the provider's event id (a replay changes nothing). */
type ProviderEventsTable = { id: string; type: string; received_at: number };

/** A refund or dispute the provider reported for a payment (id: the provider's event id). */
type PaymentAdjustmentsTable = {
  id: string;
  transaction_id: string;
  kind: 'refund' | 'dispute';
  amount: number;
  status: string;
  created_at: number;
};

export type ConversationsTable = {
  id: string;
  user_id: string;
  name: string;
  email: string;
  photo: string;
  created_at: number;
  /** The created_at of the last message the customer has read (0: none). */
  customer_read_at: Generated<number>;
  /** The same for the admins' side, shared by every admin. */
  admin_read_at: Generated<number>;
};

export type MessagesTable = {
  id: string;
  conversation_id: string;
  sender: string;
  receiver: string;
  text: string;
  created_at: number;
};

type SyncSequenceTable = { name: string; value: number };

type SyncRejectionsTable = {
  id: Generated<number>;
  user_email: string;
  collection: string;
  document_id: string;
  reason: string;
  created_at: number;
};

/** One sign-in: the SHA-256 of the cookie's random token, never the token itself. */
type SessionsTable = {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
};

export type HostelSettingsTable = Synced & {
  id: string; // 'hostel'
  data: string; // JSON of timeZone, slots, rebates
  updated_at: number;
};

export type MenuSlotsTable = Synced & {
  id: string; // menuSlotId(date, slot)
  date: string; // yyyy-MM-dd in the hostel's time zone
  slot: string;
  meal_ids: string; // JSON array of meal ids
  updated_at: number;
};

export type SkipsTable = Synced & {
  id: string; // skipId(date, slot, email)
  date: string;
  slot: string;
  user_email: string;
  skipped: number; // 1 skipped, 0 undone
  package: string; // the package when the skip was accepted
  rebate: number; // whole Tk earned by this skip
  updated_at: number;
  range_id: string | null; // the "I'm away" range that made it, null for a skip made on its own
};

/** A meal pass signing key (Ed25519 secret key, base32) when instances share PostgreSQL. */
type MealPassKeysTable = { key_id: string; secret_key: string; created_at: number };

/** A resident's dietary profile, id = dietaryProfileId(email). */
export type DietaryProfilesTable = Synced & {
  id: string;
  user_email: string;
  diet: string | null; // a DietPreference, NULL: none
  halal_only: number; // 0/1
  avoid: string; // JSON array of allergens
  hide_unsuitable: number; // 0/1
  updated_at: number;
};

/** One device's Web Push subscription; it lives as long as the sign-in that made it. */
type PushSubscriptionsTable = {
  endpoint: string;
  user_email: string;
  session_hash: string;
  p256dh: string;
  auth: string;
  created_at: number;
};

/** A resident's notification switches: JSON of PushSettings. */
type PushSettingsTable = { user_email: string; settings: string; updated_at: number };

/** A scheduled reminder claimed by the instance that sends it (id names the day). */
type PushRemindersTable = { id: string; sent_at: number };

/** The VAPID key pair shared by instances on one PostgreSQL database (id 'vapid'). */
type PushVapidKeysTable = { id: string; public_key: string; private_key: string };

/** A password-reset link (hash of its token); admin-issued rows are the resident's log. */
type PasswordResetsTable = {
  token_hash: string;
  user_id: string;
  issued_by_name: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
};

/** The tables of the product's own parts. */
type CoreTables = {
  users: UsersTable;
  meals: MealsTable;
  upcoming_meals: UpcomingMealsTable;
  meal_likes: LikesTable;
  upcoming_likes: LikesTable;
  reviews: ReviewsTable;
  requested_meals: RequestedMealsTable;
  payment_intents: PaymentIntentsTable;
  payments: PaymentsTable;
  package_covers: PackageCoversTable;
  provider_events: ProviderEventsTable;
  payment_adjustments: PaymentAdjustmentsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  sync_sequence: SyncSequenceTable;
  sync_rejections: SyncRejectionsTable;
  sessions: SessionsTable;
  hostel_settings: HostelSettingsTable;
  menu_slots: MenuSlotsTable;
  skips: SkipsTable;
  dietary_profiles: DietaryProfilesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_settings: PushSettingsTable;
  push_reminders: PushRemindersTable;
  push_vapid_keys: PushVapidKeysTable;
  password_resets: PasswordResetsTable;
  meal_pass_keys: MealPassKeysTable;
};

/** Every table: the core's, and those a synced collection's module declares beside its codec. */
export type Database = CoreTables & CollectionTables;
