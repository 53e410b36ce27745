// The engine's API over a MessagePort (port.ts), a real data layer on the engine's side: a write
// is one request that lands, a watch answers and answers again; when the engine's end goes (its
// worker ended) the page takes a new one, watches again and sends each unanswered request once
// more; a request unanswered by two engines fails as not saved.
import { filter, firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openOfflineLayer } from '../../test-support/offline-layer';
import { setCurrentDataLayer } from '../current-layer';
import type { DataLayer } from '../data-layer';
import type { EngineTransport } from './api';
import { localTransport, localWatcher } from './local';
import { EngineClient, NOT_SAVED, serveEngine, type EngineLink } from './port';

const EMAIL = 'rahim@hostel.test';
let layer: DataLayer;

beforeAll(async () => {
  layer = await openOfflineLayer(`port${Date.now()}`);
  await layer.setUser({ email: EMAIL, name: 'Rahim', photo: '' });
  setCurrentDataLayer(layer);
});
afterAll(async () => {
  setCurrentDataLayer(null);
  await layer.close();
});

/** The next engine of a list; none left: a connection that never opens (the test is over). */
const nextOf = (links: { link: EngineLink }[]) => () =>
  links.length > 0
    ? Promise.resolve(links.shift()!.link)
    : new Promise<EngineLink>(() => undefined);

/** An engine on a MessageChannel; `end()` ends it as a worker's end would. */
function engineOn(transport: EngineTransport = localTransport) {
  const channel = new MessageChannel();
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const served = serveEngine(channel.port1 as never, { transport, watcher: localWatcher });
  const link: EngineLink = { port: channel.port2 as never, ended };
  return {
    link,
    end: () => {
      served.close();
      channel.port1.close();
      end();
    },
  };
}

it('answers requests and watches over the port', async () => {
  const engine = engineOn();
  const client = new EngineClient(nextOf([engine]));
  const liked = client.watcher('likeState', { target: 'meal', id: 'p1' });
  const likedNow = firstValueFrom(
    liked.pipe(filter((answer) => 'value' in answer && answer.value.waiting)),
  );
  expect(
    await client.transport({ name: 'setMealLike', args: { mealId: 'p1', liked: true } }),
  ).toEqual({ ok: true, value: undefined });
  expect(await likedNow).toEqual({ value: { liked: true, waiting: true, signedIn: true } });
  engine.end();
});

it('replays the watches on a new engine and sends an unanswered request once more', async () => {
  // The first engine takes requests but never answers them (it ends with them in flight).
  const silent = engineOn(() => new Promise(() => undefined));
  const second = engineOn();
  const links = [silent, second];
  let restarts = 0;
  const client = new EngineClient(nextOf(links), () => (restarts += 1));
  const answers: unknown[] = [];
  const watch = client
    .watcher('likeState', { target: 'meal', id: 'p2' })
    .subscribe((answer) => answers.push(answer));
  const write = client.transport({ name: 'setMealLike', args: { mealId: 'p2', liked: true } });
  silent.end();
  expect(await write).toEqual({ ok: true, value: undefined });
  expect(restarts).toBe(1);
  await expect
    .poll(() => answers.at(-1))
    .toEqual({ value: { liked: true, waiting: true, signedIn: true } });
  watch.unsubscribe();
  second.end();
});

it('answers a request unanswered by two engines as not saved', async () => {
  const links = [0, 1, 2].map(() => engineOn(() => new Promise(() => undefined)));
  const ends = [...links];
  const client = new EngineClient(nextOf(links));
  const write = client.transport({ name: 'setMealLike', args: { mealId: 'p3', liked: true } });
  ends[0]!.end();
  await new Promise((resolve) => setTimeout(resolve, 0));
  ends[1]!.end();
  expect(await write).toEqual({ ok: false, error: { message: NOT_SAVED, refused: false } });
  ends[2]!.end();
});
