// The offline engine's contract with the page: every request a screen may send, with its
// arguments and its answer, and every stream it may watch (a live answer, sent again on every
// change). Arguments and answers are plain data (they cross a structured clone:
// today within the page, later to the engine's worker); an error crosses as EngineError and is
// rebuilt by send.ts. Adding a request: a line here and its handler in requests.ts; a stream: a
// line here and its query in streams.ts.
import type {
  DietaryNeeds,
  DietaryProfile,
  DietaryProfileFields,
  HostelSettings,
  LikeTarget,
  Meal,
  MealType,
  MenuSlot,
  RangeSlot,
  RequestedMeal,
  Review,
  Serving,
  Skip,
  SyncCollection,
  UpcomingMeal,
} from '@hostel/shared-schema';
import type { Observable } from 'rxjs';
import type { MealsQueryInput } from '../meal-query';
import type { ServingInput } from '../serving-writes';
import type { DataUser } from '../data-layer';
import type { RangeUndo, RangeWrite } from '../skip-range-writes';
import type { SyncStatus } from '../sync-status';
import type { Persistence } from '../storage';
import type { HomeMeals } from './home-meals';

/**
 * A query's answer and whether it includes this session's first pull of its collection from the
 * server: until it does, what is missing may still be on its way (a screen holds its place).
 */
export type FirstPulled<T> = { docs: T; pulled: boolean };

export type EngineRequests = {
  /** After every sign-in; null on sign-out (see db/index.ts). Writes sent later wait for it. */
  setUser: { args: { user: DataUser | null }; answer: void };
  /** The browser's answer to the page's persistent-storage request (a worker cannot ask). */
  notePersistence: { args: { persistence: Persistence }; answer: void };
  /** Pull every collection again from its checkpoint. */
  resync: { args: NoArgs; answer: void };
  /** A refusal the person has seen (all of them without an id). */
  acknowledgeRejection: { args: { id?: number }; answer: void };
  /** A replaced edit the person has seen (all of them without a key). */
  dismissReplaced: { args: { key?: string }; answer: void };
  setMealLike: { args: { mealId: string; liked: boolean }; answer: void };
  likeUpcoming: { args: { upcomingId: string }; answer: void };
  addReview: {
    args: { id: string; mealId: string; rating: number; review: string };
    answer: Review;
  };
  /** false when nothing changed ('No Change'). */
  editReview: { args: { id: string; rating: number; review: string }; answer: boolean };
  deleteReview: { args: { id: string }; answer: void };
  setSkip: { args: { date: string; slot: MealType; skipped: boolean }; answer: void };
  skipRange: { args: { slots: RangeSlot[]; rangeId: string }; answer: RangeWrite };
  undoSkipRange: {
    args: { rangeId: string; settings: Pick<HostelSettings, 'timeZone' | 'slots'>; now: number };
    answer: RangeUndo;
  };
  /** false when nothing changed. */
  saveDietaryProfile: { args: DietaryProfileFields; answer: boolean };
  /** A counter's scan: 'already-served' when this device holds a serving of the slot. */
  recordServing: { args: ServingInput; answer: 'recorded' | 'already-served' };
};

export type RequestName = keyof EngineRequests;
export type RequestArgs<N extends RequestName> = EngineRequests[N]['args'];
export type RequestAnswer<N extends RequestName> = EngineRequests[N]['answer'];

/** One request as it travels: its name and its arguments. */
export type EngineRequest = { [N in RequestName]: { name: N; args: RequestArgs<N> } }[RequestName];

/** A failed request as it travels: `refused` is a WriteRefused (the spec's message). */
export type EngineError = { message: string; refused: boolean };

export type EngineAnswer = { ok: true; value: unknown } | { ok: false; error: EngineError };

/** Carries one request to the engine and its answer back. */
export type EngineTransport = (request: EngineRequest) => Promise<EngineAnswer>;

type NoArgs = Record<string, never>;

export type EngineStreams = {
  /** The sync state (sync-status.ts): online, what waits, refusals, replaced edits, … */
  syncStatus: { args: NoArgs; value: SyncStatus };
  /** The signed-in user (null while signed out, or while a sign-out waits for its writes). */
  user: { args: NoArgs; value: DataUser | null };
  /**
   * The meal list in the /all-meals filter and order: the first `limit` (all without one), how
   * many match (`count`) and how many meals there are (`total`); null until the meals are loaded.
   */
  meals: {
    args: MealsQueryInput & { limit?: number };
    value: { meals: Meal[]; count: number; total: number } | null;
  };
  /** The home page's tabs and marquee (home-meals.ts); null until the meals are loaded. */
  homeMeals: { args: { hide: DietaryNeeds | null }; value: HomeMeals | null };
  /** Every meal as the menu planner lists it (price order, the fields it shows). */
  mealChoices: { args: NoArgs; value: MealChoice[] };
  meal: { args: { id: string }; value: Meal | null };
  /** Whether this session's first pull of a collection is in (first-screen.ts holds till then). */
  firstPulled: { args: { collection: SyncCollection }; value: boolean };
  /** The meals with these ids on the device, and whether the meals' first pull is in. */
  mealsByIds: { args: { ids: string[] }; value: FirstPulled<Meal[]> };
  /** Newest first (like GET /all-upcoming-meals-user). */
  upcomingMeals: { args: NoArgs; value: UpcomingMeal[] };
  /** A meal's reviews, newest first. */
  mealReviews: { args: { mealId: string }; value: Review[] };
  /** The signed-in user's reviews, newest first (none while signed out). */
  myReviews: { args: NoArgs; value: Review[] };
  /** The signed-in user's like of a meal or upcoming meal, and whether it still waits. */
  likeState: { args: { target: LikeTarget; id: string }; value: WaitingState<{ liked: boolean }> };
  /** The user's meal requests, newest first. */
  requestedMeals: { args: NoArgs; value: RequestedMeal[] };
  hostelSettings: { args: NoArgs; value: HostelSettings | null };
  /** Menu slots from one date to another, inclusive, and whether the menu's first pull is in. */
  menuRange: { args: { from: string; to: string }; value: FirstPulled<MenuSlot[]> };
  /** The signed-in user's skips (undone ones too), newest date first (none while signed out). */
  mySkips: { args: NoArgs; value: Skip[] };
  /** Whether the signed-in user skips a slot, and whether that still waits. */
  skipState: { args: { date: string; slot: MealType }; value: WaitingState<{ skipped: boolean }> };
  /** Whether each of these skip documents (those on the device) says skipped. */
  skipped: { args: { ids: string[] }; value: [string, boolean][] };
  /** The signed-in user's dietary profile (null until saved), and whether it still waits. */
  myDietaryProfile: { args: NoArgs; value: WaitingState<{ profile: DietaryProfile | null }> };
  /** An event each time the live channel says one of these collections changed elsewhere. */
  liveChanges: { args: { collections: SyncCollection[] }; value: true };
  /** An event each time the chat's unread counts may have changed (and after a reconnection). */
  chatNotices: { args: NoArgs; value: true };
  /** The servings of a slot on this device (an admin's), in scan order; none without a slot. */
  slotServings: { args: { date: string; slot?: MealType }; value: Serving[] };
  /** Meal and upcoming meal images, upcoming first then the newest meals (the prefetch). */
  mealImageUrls: { args: NoArgs; value: string[] };
};

/** A meal as a list of choices shows it. */
export type MealChoice = Pick<Meal, '_id' | 'mealTitle' | 'mealType' | 'mealImage'>;

/** A state of the signed-in user's own document: its fields, whether it waits, who is in. */
export type WaitingState<T> = T & { waiting: boolean; signedIn: boolean };

/**
 * One answer of a watched stream as it travels: its value, or `failed` when its query failed
 * (a collection being recreated); the engine subscribes again at the next data epoch.
 */
export type Watched<V> = { value: V } | { failed: string };

/** Carries one watch to the engine and its answers back; unsubscribing ends it. */
export type EngineWatcher = <N extends StreamName>(
  name: N,
  args: StreamArgs<N>,
) => Observable<Watched<StreamValue<N>>>;

export type StreamName = keyof EngineStreams;
export type StreamArgs<N extends StreamName> = EngineStreams[N]['args'];
export type StreamValue<N extends StreamName> = EngineStreams[N]['value'];
