// The engine's side of the requests (api.ts): one handler per request name, each one call of the
// data layer (its session, its sync actions, its writes). The engine's own handlers are here;
// each collection's come from its module (collections/<sync-name>.ts). A request the engine does
// not know (a page of another app version) and a failed write are answered as errors, never
// thrown across.
import { ENGINE_COLLECTIONS, mergedByName } from '../collections/index';
import type { DataLayer } from '../data-layer';
import type { RequestHandlers } from '../engine-collection';
import { WriteRefused } from '../writes';
import type { EngineAnswer, EngineError, EngineRequest } from './api';

/** The engine's own requests: the session and the sync state. */
export const ENGINE_REQUESTS = {
  setUser: (layer, { user }) => layer.setUser(user),
  notePersistence: async (layer, { persistence }) => {
    if (!layer.status.value.offlineOff) layer.status.update({ persistence });
  },
  resync: async (layer) => layer.resync(),
  acknowledgeRejection: (layer, { id }) => layer.acknowledgeRejection(id),
  dismissReplaced: async (layer, { key }) => layer.dismissReplaced(key),
} satisfies RequestHandlers;

const HANDLERS = mergedByName<RequestHandlers>(
  'request',
  ENGINE_REQUESTS,
  ENGINE_COLLECTIONS,
  (collection) => collection.requests,
);

/** The error as data: its sentence, and whether the rules refused the write. */
export function engineError(error: unknown): EngineError {
  return {
    message: error instanceof Error ? error.message : String(error),
    refused: error instanceof WriteRefused,
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
