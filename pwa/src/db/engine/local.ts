// The transport to an engine running in this realm (the page, or a Node test): the request
// waits for the data layer to open and for the sign-in under way (current-layer.ts), and both
// the request and its answer go through a structured clone, as they will to a worker, so
// nothing but plain data crosses.
import { writableDataLayer } from '../current-layer';
import type { EngineAnswer, EngineRequest } from './api';
import { answerRequest, engineError } from './requests';

export async function localTransport(request: EngineRequest): Promise<EngineAnswer> {
  let answer: EngineAnswer;
  try {
    answer = await answerRequest(await writableDataLayer(), structuredClone(request));
  } catch (error) {
    answer = { ok: false, error: engineError(error) };
  }
  return structuredClone(answer);
}
