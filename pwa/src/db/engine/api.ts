// The offline engine's contract with the page: every request a screen may send, with its
// arguments and its answer. Arguments and answers are plain data (they cross a structured clone:
// today within the page, later to the engine's worker); an error crosses as EngineError and is
// rebuilt by send.ts. Adding a request: a line here and its handler in requests.ts.
import type {
  DietaryProfileFields,
  HostelSettings,
  MealType,
  RangeSlot,
  Review,
} from '@hostel/shared-schema';
import type { DataUser } from '../data-layer';
import type { RangeUndo, RangeWrite } from '../skip-range-writes';

export type EngineRequests = {
  /** After every sign-in; null on sign-out (see db/index.ts). Writes sent later wait for it. */
  setUser: { args: { user: DataUser | null }; answer: void };
  /** Pull every collection again from its checkpoint. */
  resync: { args: Record<string, never>; answer: void };
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
