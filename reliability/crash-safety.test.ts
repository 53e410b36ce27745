// Crash safety: 50 residents stream likes, unlikes, reviews and replication
// pushes and pulls at the server started the README's way, which is killed with SIGKILL at a
// random moment, five times, and restarted on the same data and port each time. Afterwards:
// every write answered 2xx is there, none is half applied (each unanswered one is all or
// nothing), every counter equals its rows, the checkpoints clients kept still resume, and every
// client's copy converges on the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeId } from '@hostel/shared-schema';
import { newId } from '../sync-server/src/db/ids';
import { openDatabase } from '../sync-server/src/db/database';
import { checkConsistencyOfFile } from '../sync-server/src/db/consistency';
import { Replica } from '../sync-server/src/test-support/replica';
import { startServerProcess, type ServerProcess } from './server-process';
import { makeWorld, type Person, type World } from './world';
import {
  logged,
  NoAnswer,
  outcomeOf,
  possibleLikes,
  send,
  type Client,
  type Write,
} from './write-log';
import path from 'node:path';

const RESIDENTS = 50;
const KILLS = 5;

let world: World;
let server: ServerProcess | undefined;
beforeAll(async () => {
  world = await makeWorld({ meals: 12, reviews: 60, residents: RESIDENTS });
}, 60_000);
afterAll(async () => {
  await server?.kill('SIGKILL');
  world?.remove();
});

/** One simulated resident: their log, what they believe the server holds, their replicas. */
type Resident = {
  person: Person;
  log: Write[];
  likes: Replica;
  reviews: Replica;
  serial: number;
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function oneWrite(resident: Resident, client: Client): Promise<void> {
  const { person, log } = resident;
  const mealId = pick(world.mealIds.slice(0, 6)); // few meals: writes meet on the same rows
  const key = likeId('meal', mealId, person.email);
  const roll = Math.random();
  if (roll < 0.45) {
    const liked = Math.random() < 0.6;
    await logged(log, { kind: 'like', key, liked }, async () => {
      const res = await client.put(liked ? '/api/inc-like' : '/api/dec-like', {
        email: person.email,
        id: mealId,
      });
      return outcomeOf(res, 'like');
    });
  } else if (roll < 0.65) {
    const liked = Math.random() < 0.5;
    // A push as RxDB sends it: what this device last saw of the server, and the new state.
    const master = resident.likes.docs.get(key) ?? null;
    const doc = { _id: key, target: 'meal', targetId: mealId, email: person.email, liked };
    await logged(log, { kind: 'like', key, liked }, async () => {
      const res = await client.post('/api/sync/likes/push', [
        { assumedMasterState: master, newDocumentState: { ...doc, _deleted: false } },
      ]);
      const outcome = outcomeOf(res, 'likes push');
      if (outcome === 'acked' && res.body.length > 0) {
        resident.likes.docs.set(key, res.body[0]); // a conflict: the server's state, not applied
        return 'refused';
      }
      return outcome;
    });
  } else if (roll < 0.85) {
    const text = `${person.email} says #${(resident.serial += 1)}`;
    await logged(log, { kind: 'review', text }, async () =>
      outcomeOf(
        await client.post('/api/add-review', {
          mealId,
          rating: 1 + (resident.serial % 5),
          review: text,
        }),
        'add-review',
      ),
    );
  } else {
    const id = newId();
    const text = `${person.email} pushes #${(resident.serial += 1)}`;
    const doc = {
      _id: id,
      mealId,
      name: person.name,
      email: person.email,
      image: '',
      rating: 4,
      review: text,
      postTime: Date.now(),
      _deleted: false,
    };
    await logged(log, { kind: 'review', id, text }, async () => {
      const res = await client.post('/api/sync/reviews/push', [{ newDocumentState: doc }]);
      const outcome = outcomeOf(res, 'reviews push');
      const refused = res.body?.some?.(
        (d: { _id: string; _deleted: boolean }) => d._id === id && d._deleted,
      );
      return outcome === 'acked' && refused ? 'refused' : outcome;
    });
  }
}

/** Writes (and now and then pulls) until the server stops answering. */
async function stream(resident: Resident, url: string): Promise<void> {
  const client = world.clientOf(resident.person, url);
  try {
    for (;;) {
      if (Math.random() < 0.15) {
        await send(() => resident.likes.catchUp(client));
        await send(() => resident.reviews.catchUp(client));
      }
      await oneWrite(resident, client);
    }
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
  }
}

/** Answered writes before each kill's random moment may come. */
const MIN_ACKED_PER_ROUND = 25;
const ackedCount = (residents: Resident[]) =>
  residents.reduce(
    (sum, resident) => sum + resident.log.filter((write) => write.outcome === 'acked').length,
    0,
  );
async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('the residents wrote nothing in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGKILL at random moments', () => {
  it('loses no answered write, half-applies none, and every client converges', async () => {
    const initialLikes = new Map<string, boolean>();
    {
      const db = openDatabase(world.dataDir);
      for (const row of await db.selectFrom('meal_likes').selectAll().execute()) {
        initialLikes.set(row.id, row.liked === 1 && row.deleted === 0);
      }
      await db.destroy();
    }
    const residents: Resident[] = world.residents.slice(0, RESIDENTS).map((person) => ({
      person,
      log: [],
      likes: new Replica('likes', 50),
      reviews: new Replica('reviews', 100),
      serial: 0,
    }));
    let port = 0;
    for (let round = 0; round < KILLS; round += 1) {
      server = await startServerProcess(world.dataDir, { port });
      port = server.port;
      const ackedBefore = ackedCount(residents);
      const streams = residents.map((resident) => stream(resident, server!.url));
      // A random moment once this round has done real work: on a loaded machine a fixed delay
      // may pass before the first writes are even answered.
      await waitUntil(() => ackedCount(residents) >= ackedBefore + MIN_ACKED_PER_ROUND);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      const { signal } = await server.kill('SIGKILL');
      expect(signal).toBe('SIGKILL');
      await Promise.all(streams);
    }
    const writes = residents.flatMap((resident) => resident.log);
    const count = (outcome: string) => writes.filter((w) => w.outcome === outcome).length;
    expect(count('acked')).toBeGreaterThanOrEqual(KILLS * MIN_ACKED_PER_ROUND);
    expect(count('unknown')).toBeGreaterThan(0);

    server = await startServerProcess(world.dataDir, { port });
    // Counters equal their rows, the database is intact, no row is ahead of the sequence.
    expect(checkConsistencyOfFile(path.join(world.dataDir, 'hostel.db')).problems).toEqual([]);
    const db = openDatabase(world.dataDir);
    try {
      const likeRows = new Map(
        (await db.selectFrom('meal_likes').selectAll().execute()).map((row) => [
          row.id,
          row.liked === 1 && row.deleted === 0,
        ]),
      );
      for (const [key, values] of possibleLikes(writes, initialLikes)) {
        expect(values, key).toContain(likeRows.get(key) ?? false);
      }
      const reviewRows = await db
        .selectFrom('reviews')
        .select(['id', 'review', 'deleted'])
        .execute();
      const byText = new Map<string, number>();
      for (const row of reviewRows) byText.set(row.review, (byText.get(row.review) ?? 0) + 1);
      for (const write of writes) {
        if (write.kind !== 'review') continue;
        const copies = byText.get(write.text) ?? 0;
        if (write.outcome === 'acked') expect(copies, write.text).toBe(1);
        else if (write.outcome === 'refused') expect(copies, write.text).toBe(0);
        else expect(copies, write.text).toBeLessThanOrEqual(1);
        if (write.id && copies === 1) {
          expect(reviewRows.find((row) => row.review === write.text)?.id).toBe(write.id);
        }
      }
    } finally {
      await db.destroy();
    }
    // Each client resumes from the checkpoint it kept across the crashes and ends with exactly
    // what a client pulling from scratch gets.
    for (const resident of residents) {
      const client = world.clientOf(resident.person, server.url);
      await resident.likes.catchUp(client);
      await resident.reviews.catchUp(client);
      const fresh = { likes: new Replica('likes', 50), reviews: new Replica('reviews', 100) };
      await fresh.likes.catchUp(client);
      await fresh.reviews.catchUp(client);
      expect(resident.likes.live()).toEqual(fresh.likes.live());
      expect(resident.reviews.live()).toEqual(fresh.reviews.live());
    }
  }, 90_000);
});
