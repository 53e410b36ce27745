// The page's writes, sign-ins and sync actions as requests to the engine (api.ts): each write of
// db/index.ts is exactly one request, lands in the local database, and answers plain data; a
// refused write comes back as WriteRefused with the spec's message; a write sent while a sign-in
// or sign-out runs waits for it; a request the engine does not know is an error answer.
import { DEFAULT_HOSTEL_SETTINGS, likeId, skipId } from '@hostel/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOfflineLayer } from '../../test-support/offline-layer';
import { setCurrentDataLayer } from '../current-layer';
import type { DataLayer } from '../data-layer';
import {
  addReview,
  deleteReview,
  editReview,
  likeUpcoming,
  saveDietaryProfile,
  setDataUser,
  setMealLike,
  setSkip,
  skipRange,
  undoSkipRange,
} from '../index';
import { WriteRefused } from '../writes';
import type { EngineRequest } from './api';
import { localTransport } from './local';
import { answerRequest } from './requests';
import { send, setEngineTransport } from './send';

const EMAIL = 'rahim@hostel.test';

let layer: DataLayer;
const sent: EngineRequest[] = [];

beforeAll(async () => {
  layer = await openOfflineLayer(`requests${Date.now()}`);
  await layer.setUser({ email: EMAIL, name: 'Rahim', photo: '' });
  setCurrentDataLayer(layer);
  setEngineTransport((request) => {
    sent.push(request);
    return localTransport(request);
  });
});
afterAll(async () => {
  setEngineTransport(localTransport);
  setCurrentDataLayer(null);
  await layer.close();
});

/** Runs one write and answers the requests it sent. */
async function requestsOf(write: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await write();
  return sent.map((request) => request.name);
}

describe('writes as engine requests', () => {
  it('sends each write as one request, which lands on the device', async () => {
    expect(await requestsOf(() => setMealLike('m1', true))).toEqual(['setMealLike']);
    expect((await layer.db.likes.findOne(likeId('meal', 'm1', EMAIL)).exec())?.liked).toBe(true);
    expect(await requestsOf(() => likeUpcoming('u1'))).toEqual(['likeUpcoming']);

    let review: Awaited<ReturnType<typeof addReview>> | undefined;
    const added = await requestsOf(async () => {
      review = await addReview({ mealId: 'm1', rating: 4, review: 'Good dal' });
    });
    expect(added).toEqual(['addReview']);
    expect(review).toMatchObject({ mealId: 'm1', rating: 4, email: EMAIL, name: 'Rahim' });
    expect(
      await requestsOf(() => editReview(review!._id, { rating: 5, review: 'Good dal' })),
    ).toEqual(['editReview']);
    expect(await editReview(review!._id, { rating: 5, review: 'Good dal' })).toBe(false);
    expect(await requestsOf(() => deleteReview(review!._id))).toEqual(['deleteReview']);
    expect(await layer.db.reviews.findOne(review!._id).exec()).toBeNull();

    expect(await requestsOf(() => setSkip('2030-01-02', 'lunch', true))).toEqual(['setSkip']);
    const skip = await layer.db.skips.findOne(skipId('2030-01-02', 'lunch', EMAIL)).exec();
    expect(skip?.skipped).toBe(true);

    const slots = [
      { date: '2030-01-02', slot: 'lunch' as const },
      { date: '2030-01-03', slot: 'dinner' as const },
    ];
    let range: Awaited<ReturnType<typeof skipRange>> | undefined;
    expect(await requestsOf(async () => (range = await skipRange(slots, 'away1')))).toEqual([
      'skipRange',
    ]);
    expect(range).toEqual({
      skipped: [{ ...slots[1], id: skipId('2030-01-03', 'dinner', EMAIL) }],
      alreadySkipped: [slots[0]],
    });
    let undo: Awaited<ReturnType<typeof undoSkipRange>> | undefined;
    const now = Date.UTC(2030, 0, 1);
    expect(
      await requestsOf(
        async () => (undo = await undoSkipRange('away1', DEFAULT_HOSTEL_SETTINGS, now)),
      ),
    ).toEqual(['undoSkipRange']);
    expect(undo?.undone.map((item) => item.id)).toEqual([skipId('2030-01-03', 'dinner', EMAIL)]);

    const fields = {
      diet: 'vegetarian' as const,
      halalOnly: false,
      avoid: [],
      hideUnsuitable: true,
    };
    expect(await requestsOf(() => saveDietaryProfile(fields))).toEqual(['saveDietaryProfile']);
    expect(await saveDietaryProfile(fields)).toBe(false);
    await layer.recount();
    expect(layer.status.value.pending).toBeGreaterThan(0);
  });

  it('adds a review sent again (its engine ended before answering) once', async () => {
    const request: EngineRequest = {
      name: 'addReview',
      args: { id: 'aaaaaaaa0000000000000001', mealId: 'm1', rating: 3, review: 'Sent twice' },
    };
    const first = await localTransport(request);
    const again = await localTransport(request);
    expect(again).toEqual(first);
    const stored = await layer.db.reviews.find({ selector: { review: 'Sent twice' } }).exec();
    expect(stored.map((doc) => doc._id)).toEqual(['aaaaaaaa0000000000000001']);
  });

  it('answers a refused write as WriteRefused with its message', async () => {
    const bad = addReview({ mealId: 'm1', rating: 9, review: 'Too good' });
    await expect(bad).rejects.toBeInstanceOf(WriteRefused);
    await expect(editReview('nowhere', { rating: 3, review: 'x' })).rejects.toThrow(
      'Review not found',
    );
    await layer.setUser(null, { flushTimeoutMs: 0 });
    try {
      const signedOut = setSkip('2030-01-04', 'dinner', true);
      await expect(signedOut).rejects.toThrow('You are not Logged In');
      await expect(signedOut).rejects.toBeInstanceOf(WriteRefused);
    } finally {
      await layer.setUser({ email: EMAIL, name: 'Rahim', photo: '' });
    }
  });

  it('answers a request it does not know as an error', async () => {
    const answer = await answerRequest(layer, { name: 'dropEverything', args: {} } as never);
    expect(answer).toEqual({
      ok: false,
      error: { message: 'Unknown request: dropEverything', refused: false },
    });
  });

  it('applies a sign-out or sign-in before a write sent while it runs', async () => {
    sent.length = 0;
    const signOut = setDataUser(null);
    const refused = setSkip('2030-01-05', 'dinner', true);
    await signOut;
    await expect(refused).rejects.toThrow('You are not Logged In');
    const KARIM = 'karim@hostel.test';
    const signIn = setDataUser({ email: KARIM, name: 'Karim', photo: '' });
    await setMealLike('m9', true);
    await signIn;
    expect((await layer.db.likes.findOne(likeId('meal', 'm9', KARIM)).exec())?.email).toBe(KARIM);
    expect(sent.map((request) => request.name)).toEqual([
      'setUser',
      'setSkip',
      'setUser',
      'setMealLike',
    ]);
  });

  it('takes the sync actions as requests, a failed one answered as an error', async () => {
    await expect(send('resync', {})).resolves.toBeUndefined();
    await expect(send('dismissReplaced', {})).resolves.toBeUndefined();
    // No server reachable: the acknowledgement fails, as an Error the screen can show.
    await expect(send('acknowledgeRejection', { id: 1 })).rejects.toBeInstanceOf(Error);
  });
});
