// The transport to an engine running in this realm (the page, or a Node test). Requests are
// taken in order as the engine takes them: a sign-in or sign-out waits for the data layer to
// open (none started: nobody to switch, it answers at once); every other request waits for the
// layer and for the switch under way, so a like tapped as the session is known goes to the
// signed-in user. Each request and its answer go through a structured clone, as they will to a
// worker, so nothing but plain data crosses. Watches follow the current layer (none answers
// nothing until one opens); their answers are not cloned (a list of every meal, cloned on each
// answer, would cost the page for nothing).
import { NEVER, switchMap } from 'rxjs';
import { currentDataLayer$, openingLayer } from '../current-layer';
import type { DataLayer } from '../data-layer';
import type { EngineAnswer, EngineRequest, EngineWatcher } from './api';
import { answerRequest, engineError } from './requests';
import { watchStream } from './streams';

/** The sign-in or sign-out being applied (answers never reject). */
let userSwitch: Promise<unknown> = Promise.resolve();

async function layerFor(request: EngineRequest): Promise<DataLayer | undefined> {
  const layer = await openingLayer();
  if (request.name === 'setUser') return layer;
  if (!layer) throw new Error('The local database is not open yet');
  await userSwitch;
  return layer;
}

async function answer(request: EngineRequest): Promise<EngineAnswer> {
  try {
    const layer = await layerFor(request);
    return layer ? await answerRequest(layer, request) : { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, error: engineError(error) };
  }
}

export async function localTransport(request: EngineRequest): Promise<EngineAnswer> {
  const cloned = structuredClone(request);
  const answering = answer(cloned);
  if (cloned.name === 'setUser') userSwitch = answering;
  return structuredClone(await answering);
}

export const localWatcher: EngineWatcher = (name, args) => {
  const cloned = structuredClone(args);
  return currentDataLayer$.pipe(
    switchMap((layer) => (layer ? watchStream(layer, name, cloned) : NEVER)),
  );
};
