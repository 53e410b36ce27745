// The page's side of the engine's streams (api.ts): `watch(name, args)` answers the stream's
// values as they come, each as data (a failed query answers `failed` and the engine tries again
// at the next data epoch). Nothing the page holds is an RxDB object. The engine in this realm
// (local.ts) is loaded at its first watch only, as in send.ts.
import type { EngineWatcher, StreamArgs, StreamName, StreamValue, Watched } from './api';
import { from, switchMap, type Observable } from 'rxjs';
import { pendingChoice } from './choice';

const localWatcher: EngineWatcher = (name, args) =>
  from(import('./local')).pipe(switchMap((local) => local.localWatcher(name, args)));

// Another transport than the engine in this realm (the engine in a worker, tests).
let watcher: EngineWatcher | undefined;

/** Tests watch through another transport; returns the one replaced. */
export function setEngineWatcher(next: EngineWatcher): EngineWatcher {
  const previous = watcher ?? localWatcher;
  watcher = next;
  return previous;
}

export function watch<N extends StreamName>(
  name: N,
  args: StreamArgs<N>,
): Observable<Watched<StreamValue<N>>> {
  const choice = pendingChoice();
  if (!choice) return (watcher ?? localWatcher)(name, args);
  return from(choice).pipe(switchMap(() => (watcher ?? localWatcher)(name, args)));
}
