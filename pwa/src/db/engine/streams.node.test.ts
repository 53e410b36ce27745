// The engine's streams (streams.ts) answer plain data only: each first answer, over a real RxDB
// database holding one document of each kind, survives a structured clone unchanged (no RxDB
// document, no class instance crosses), and a write changes the answer of the stream watching it.
import { firstValueFrom, filter } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { likeId, skipId } from '@hostel/shared-schema';
import { openOfflineLayer } from '../../test-support/offline-layer';
import { testMeal } from '../../test-support/test-meal';
import type { DataLayer } from '../data-layer';
import { setMealLike } from '../writes';
import { setSkip } from '../skip-writes';
import type { EngineStreams, StreamName } from './api';
import { openStream } from './streams';

const EMAIL = 'rahim@hostel.test';
let layer: DataLayer;

beforeAll(async () => {
  layer = await openOfflineLayer(`streams${Date.now()}`);
  await layer.db.meals.insert(testMeal({ _id: 'm1', mealTitle: 'Dal', mealImage: '/dal.svg' }));
  await layer.setUser({ email: EMAIL, name: 'Rahim', photo: '' });
  await setMealLike(layer, 'm1', true);
  await setSkip(layer, '2030-01-02', 'lunch', true);
});
afterAll(async () => {
  await layer.close();
});

const ARGS: { [N in StreamName]: EngineStreams[N]['args'] } = {
  syncStatus: {},
  user: {},
  meals: { search: 'dal' },
  homeMeals: { hide: { diet: 'vegan' } },
  mealChoices: {},
  meal: { id: 'm1' },
  firstPulled: { collection: 'meals' },
  mealsByIds: { ids: ['m1', 'nowhere'] },
  upcomingMeals: {},
  mealReviews: { mealId: 'm1' },
  myReviews: {},
  likeState: { target: 'meal', id: 'm1' },
  requestedMeals: {},
  hostelSettings: {},
  menuRange: { from: '2030-01-01', to: '2030-01-07' },
  mySkips: {},
  skipState: { date: '2030-01-02', slot: 'lunch' },
  skipped: { ids: [skipId('2030-01-02', 'lunch', EMAIL)] },
  myDietaryProfile: {},
  liveChanges: { collections: ['meals'] },
  chatNotices: {},
  slotServings: { date: '2030-01-02', slot: 'lunch' },
  mealImageUrls: {},
};
/** Events of the live channel (none here: no socket), covered by the chat and kitchen journeys. */
const EVENTS: StreamName[] = ['liveChanges', 'chatNotices'];

it('answers every stream with plain data', async () => {
  const names = (Object.keys(ARGS) as StreamName[]).filter((name) => !EVENTS.includes(name));
  for (const name of names) {
    const value = await firstValueFrom(
      openStream(layer, name, ARGS[name] as never).pipe(
        filter((answer) => answer !== null || (name !== 'meals' && name !== 'homeMeals')),
      ),
    );
    expect(structuredClone(value), name).toStrictEqual(value);
  }
  expect(await firstValueFrom(openStream(layer, 'meal', { id: 'm1' }))).toMatchObject({
    mealTitle: 'Dal',
  });
  expect(await firstValueFrom(openStream(layer, 'mealImageUrls', {}))).toEqual(['/dal.svg']);
});

it("answers the signed-in user's own documents, ids made from its user, with their waiting flag", async () => {
  expect(await firstValueFrom(openStream(layer, 'user', {}))).toMatchObject({ email: EMAIL });
  // No server here: the like and the skip made in beforeAll still wait.
  expect(
    await firstValueFrom(openStream(layer, 'likeState', { target: 'meal', id: 'm1' })),
  ).toEqual({ liked: true, waiting: true, signedIn: true });
  expect(
    await firstValueFrom(openStream(layer, 'skipState', { date: '2030-01-02', slot: 'lunch' })),
  ).toEqual({ skipped: true, waiting: true, signedIn: true });
  const skips = await firstValueFrom(openStream(layer, 'mySkips', {}));
  expect(skips.map((skip) => skip._id)).toEqual([skipId('2030-01-02', 'lunch', EMAIL)]);
  const status = await firstValueFrom(openStream(layer, 'syncStatus', {}));
  expect(status.pendingKeys.has(`likes:${likeId('meal', 'm1', EMAIL)}`)).toBe(true);
});

it('answers again when a write changes what a stream watches', async () => {
  const unliked = firstValueFrom(
    openStream(layer, 'likeState', { target: 'meal', id: 'm1' }).pipe(
      filter((state) => !state.liked),
    ),
  );
  await setMealLike(layer, 'm1', false);
  expect((await unliked).liked).toBe(false);
});
