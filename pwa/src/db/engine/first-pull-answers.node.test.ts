// A stream that says whether its collection's first pull is in (streams.ts, withFirstPull) never
// says so with an answer from before that pull: the menu page takes "pulled" as "what is not
// here is not planned", so an early "pulled" flashed "Not planned yet" and then pushed it down.
// A fresh client on a real server pulls the meals in several pages while the stream watches.
import { firstValueFrom, toArray, takeWhile } from 'rxjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedMeals } from '../../../../sync-server/src/test-support/sync-data';
import {
  startTestServer,
  type TestServer,
} from '../../../../sync-server/src/test-support/test-server';
import type { DataLayer } from '../data-layer';
import { openClient } from '../test-support/clients';
import type { FirstPulled } from './api';
import { openStream } from './streams';

const MEALS = 300;
const PAGE = 50;

let server: TestServer;
let layer: DataLayer | undefined;
let mealIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  mealIds = (await seedMeals(server.db, MEALS)).map((meal) => meal.id);
});
afterAll(async () => {
  await layer?.close();
  await server.close();
});

it('says the first pull is in only with an answer that holds what it brought', async () => {
  layer = await openClient({ url: server.url, pullBatchSize: PAGE });
  const answers = await firstValueFrom(
    openStream(layer, 'mealsByIds', { ids: mealIds }).pipe(
      takeWhile((answer) => !answer.pulled, true),
      toArray(),
    ),
  );
  const last = answers.at(-1) as FirstPulled<unknown[]>;
  expect(last.pulled).toBe(true);
  expect(last.docs).toHaveLength(MEALS);
  // The stream answered before the pull was in (not "pulled"), then once with all of it.
  expect(answers.filter((answer) => !answer.pulled).length).toBeGreaterThan(0);

  // Once pulled, a stream opened afterwards says so with everything at once.
  const reopened = await firstValueFrom(openStream(layer, 'mealsByIds', { ids: mealIds }));
  expect(reopened.docs).toHaveLength(MEALS);
  expect(reopened.pulled).toBe(true);
}, 60_000);
