// The offline engine's contract with the page: every request a screen may send, with its
// arguments and its answer, and every stream it may watch (a live answer, sent again on every
// change). Arguments and answers are plain data (they cross a structured clone:
// today within the page, later to the engine's worker); an error crosses as EngineError and is
// rebuilt by send.ts. Adding a request: a line here and its handler in requests.ts; a stream: a
// line here and its query in streams.ts.
import type {
  DietaryProfile,
  DietaryProfileFields,
  HostelSettings,
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
import type { MealsQueryInput } from '../meal-query';
import type { ServingInput } from '../serving-writes';
import type { DataUser } from '../data-layer';
import type { RangeUndo, RangeWrite } from '../skip-range-writes';

export type EngineRequests = {
  /** After every sign-in; null on sign-out (see db/index.ts). Writes sent later wait for it. */
  setUser: { args: { user: DataUser | null }; answer: void };
  /** Pull every collection again from its checkpoint. */
  resync: { args: NoArgs; answer: void };
  /** A refusal the person has seen (all of them without an id). */
  acknowledgeRejection: { args: { id?: number }; answer: void };
  /** A replaced edit the person has seen (all of them without a key). */
  dismissReplaced: { args: { key?: string }; answer: void };
  setMealLike: { args: { mealId: string; liked: boolean }; answer: void };
  likeUpcoming: { args: { upcomingId: string }; answer: void };
  addReview: { args: { mealId: string; rating: number; review: string }; answer: Review };
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
  /** The meal list in the /all-meals filter and order; null until the meals are loaded. */
  meals: { args: MealsQueryInput; value: { meals: Meal[]; total: number } | null };
  meal: { args: { id: string }; value: Meal | null };
  mealsByIds: { args: { ids: string[] }; value: Meal[] };
  /** Newest first (like GET /all-upcoming-meals-user). */
  upcomingMeals: { args: NoArgs; value: UpcomingMeal[] };
  /** A meal's reviews, newest first. */
  mealReviews: { args: { mealId: string }; value: Review[] };
  /** One person's reviews, newest first. */
  reviewsBy: { args: { email: string }; value: Review[] };
  /** Whether the like document `id` says liked. */
  liked: { args: { id: string }; value: boolean };
  /** The user's meal requests, newest first. */
  requestedMeals: { args: NoArgs; value: RequestedMeal[] };
  hostelSettings: { args: NoArgs; value: HostelSettings | null };
  /** Answers once this session's first pull of the collection is on the device. */
  firstPulled: { args: { name: 'menu' | 'meals' }; value: boolean };
  /** Menu slots from one date to another, inclusive. */
  menuRange: { args: { from: string; to: string }; value: MenuSlot[] };
  /** One person's skips (undone ones too), newest date first. */
  skipsBy: { args: { email: string }; value: Skip[] };
  /** Whether each of these skip documents (those on the device) says skipped. */
  skipped: { args: { ids: string[] }; value: [string, boolean][] };
  dietaryProfile: { args: { id: string }; value: DietaryProfile | null };
  /** An event each time the live channel says one of these collections changed elsewhere. */
  liveChanges: { args: { collections: SyncCollection[] }; value: true };
  /** An event each time the chat's unread counts may have changed (and after a reconnection). */
  chatNotices: { args: NoArgs; value: true };
  /** The servings of a slot on this device (an admin's), in scan order; none without a slot. */
  slotServings: { args: { date: string; slot?: MealType }; value: Serving[] };
  /** Meal and upcoming meal images, upcoming first then the newest meals (the prefetch). */
  mealImageUrls: { args: NoArgs; value: string[] };
};

export type StreamName = keyof EngineStreams;
export type StreamArgs<N extends StreamName> = EngineStreams[N]['args'];
export type StreamValue<N extends StreamName> = EngineStreams[N]['value'];
