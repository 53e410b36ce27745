// The page's side of the engine's requests (api.ts): one call, one request, one answer. A failed
// request is rebuilt as the error the screens know: WriteRefused with the spec's message, or an
// Error whose message the screens' toast shows. The engine in this realm (local.ts, RxDB and the
// whole data layer) is loaded at its first request only: where the engine runs in a worker the
// page never loads or runs RxDB (remote.ts replaces the transport once the choice is made).
import { WriteRefused } from '../writes';
import type { EngineTransport, RequestAnswer, RequestArgs, RequestName } from './api';
import { pendingChoice } from './choice';

const localTransport: EngineTransport = async (request) =>
  (await import('./local')).localTransport(request);

let transport: EngineTransport = localTransport;

/** Tests watch the requests that cross (each write is one); returns the one replaced. */
export function setEngineTransport(next: EngineTransport): EngineTransport {
  const previous = transport;
  transport = next;
  return previous;
}

export async function send<N extends RequestName>(
  name: N,
  args: RequestArgs<N>,
): Promise<RequestAnswer<N>> {
  await pendingChoice();
  const answer = await transport({ name, args } as never);
  if (answer.ok) return answer.value as RequestAnswer<N>;
  const { message, refused } = answer.error;
  throw refused ? new WriteRefused(message) : new Error(message);
}
