// The engine's side of the requests (api.ts): one handler per request name, each one call of the
// data layer (its session, its sync actions, its writes). A request the engine does not know (a page of another app version) and a
// failed write are answered as errors, never thrown across.
import type { DataLayer } from '../data-layer';
import * as dietaryProfile from '../dietary-profile';
import * as servingWrites from '../serving-writes';
import * as skipRangeWrites from '../skip-range-writes';
import * as skipWrites from '../skip-writes';
import * as writes from '../writes';
import type {
  EngineAnswer,
  EngineError,
  EngineRequest,
  RequestAnswer,
  RequestArgs,
  RequestName,
} from './api';

type Handlers = {
  [N in RequestName]: (layer: DataLayer, args: RequestArgs<N>) => Promise<RequestAnswer<N>>;
};

const HANDLERS: Handlers = {
  setUser: (layer, { user }) => layer.setUser(user),
  notePersistence: async (layer, { persistence }) => {
    if (!layer.status.value.offlineOff) layer.status.update({ persistence });
  },
  resync: async (layer) => layer.resync(),
  acknowledgeRejection: (layer, { id }) => layer.acknowledgeRejection(id),
  dismissReplaced: async (layer, { key }) => layer.dismissReplaced(key),
  setMealLike: (layer, { mealId, liked }) => writes.setMealLike(layer, mealId, liked),
  likeUpcoming: (layer, { upcomingId }) => writes.likeUpcoming(layer, upcomingId),
  addReview: (layer, input) => writes.addReview(layer, input),
  editReview: (layer, { id, rating, review }) => writes.editReview(layer, id, { rating, review }),
  deleteReview: (layer, { id }) => writes.deleteReview(layer, id),
  setSkip: (layer, { date, slot, skipped }) => skipWrites.setSkip(layer, date, slot, skipped),
  skipRange: (layer, { slots, rangeId }) => skipRangeWrites.skipRange(layer, slots, rangeId),
  undoSkipRange: (layer, { rangeId, settings, now }) =>
    skipRangeWrites.undoSkipRange(layer, rangeId, settings, now),
  saveDietaryProfile: (layer, fields) => dietaryProfile.saveDietaryProfile(layer, fields),
  recordServing: (layer, input) => servingWrites.recordServing(layer, input),
};

/** The error as data: its sentence, and whether the rules refused the write. */
export function engineError(error: unknown): EngineError {
  return {
    message: error instanceof Error ? error.message : String(error),
    refused: error instanceof writes.WriteRefused,
  };
}

/** Runs one request on the layer and answers it as data. */
export async function answerRequest(
  layer: DataLayer,
  request: EngineRequest,
): Promise<EngineAnswer> {
  const handler = Object.hasOwn(HANDLERS, request.name)
    ? (HANDLERS[request.name] as (layer: DataLayer, args: unknown) => Promise<unknown>)
    : undefined;
  if (!handler)
    return { ok: false, error: { message: `Unknown request: ${request.name}`, refused: false } };
  try {
    return { ok: true, value: await handler(layer, request.args) };
  } catch (error) {
    return { ok: false, error: engineError(error) };
  }
}
