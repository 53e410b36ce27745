// Gap safety on PostgreSQL: transactions commit concurrently there, so a pull must
// never hand out a checkpoint past a change that is still in flight. 50 residents write at once
// (reviews, each also bumping its meal's counter, and likes) through two server instances on the
// same database (one instance alone batches its writes into one transaction at a time), while
// one client pulls reviews and meals continuously with small pages, the way RxDB does. Every review reaches the client exactly
// once, and once the writers stop the client's copy equals the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test-support/accounts';
import type { ApiClient } from '../../test-support/api-client';
import { seedMeals, type SeedMeal } from '../../test-support/sync-data';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const WRITERS = 50;
const REVIEWS_EACH = 3;
const PAGE = 7;

type Doc = { _id: string } & Record<string, unknown>;
type Checkpoint = { id: string; seq: number } | null;

/** One replicating client of a collection: pages from its checkpoint, keeps what it got. */
class Puller {
  checkpoint: Checkpoint = null;
  readonly state = new Map<string, Doc>();
  readonly received = new Map<string, number>();
  constructor(
    private readonly client: ApiClient,
    private readonly collection: string,
  ) {}

  /** One page; true when the page was short (caught up at that moment). */
  async pullOnce(): Promise<boolean> {
    const response = await this.client.get(`/api/sync/${this.collection}/pull`, {
      ...this.checkpoint,
      batchSize: PAGE,
    });
    expect(response.status).toBe(200);
    const documents = response.body.documents as Doc[];
    for (const doc of documents) {
      this.state.set(doc._id, doc);
      this.received.set(doc._id, (this.received.get(doc._id) ?? 0) + 1);
    }
    if (documents.length > 0) this.checkpoint = response.body.checkpoint;
    return documents.length < PAGE;
  }

  async catchUp(): Promise<void> {
    while (!(await this.pullOnce()));
  }
}

async function serverState(test: TestServer, collection: string): Promise<Map<string, Doc>> {
  const fresh = new Puller(test.client(), collection);
  await fresh.catchUp();
  return fresh.state;
}

let test: TestServer;
let second: TestServer;
let meals: SeedMeal[];

beforeAll(async () => {
  test = await startTestServer();
  second = await startTestServer({ DATABASE_URL: test.config.databaseUrl! });
  meals = await seedMeals(test.db, 5);
});
afterAll(async () => {
  await second.close();
  await test.close();
});

describe('replication under 50 concurrent writers (PostgreSQL)', () => {
  it('delivers every change exactly once and ends equal to the server', async () => {
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_, index) => {
        const instance = index % 2 === 0 ? test : second;
        const user = await createUser(test);
        return { user, client: await signedInClient(instance, user) };
      }),
    );
    const reviews = new Puller(test.client(), 'reviews');
    const mealCopies = new Puller(test.client(), 'meals');

    let writing = true;
    const pulling = (async () => {
      let pulls = 0;
      while (writing) {
        await Promise.all([reviews.pullOnce(), mealCopies.pullOnce()]);
        pulls += 1;
      }
      return pulls;
    })();
    const written = await Promise.all(
      writers.map(async ({ user, client }, index) => {
        const statuses: number[] = [];
        for (let i = 0; i < REVIEWS_EACH; i += 1) {
          const meal = meals[(index + i) % meals.length]!;
          const review = await client.post('/api/add-review', {
            mealId: meal.id,
            rating: 1 + ((index + i) % 5),
            review: `Review ${i} by writer ${index}`,
          });
          statuses.push(review.status);
        }
        const like = await client.put('/api/inc-like', {
          id: meals[index % meals.length]!.id,
          email: user.email,
        });
        statuses.push(like.status);
        return statuses;
      }),
    );
    writing = false;
    const pullsWhileWriting = await pulling;

    expect(written.flat().every((status) => status === 200 || status === 201)).toBe(true);
    // The client really pulled while writes were in flight, not only afterwards.
    expect(pullsWhileWriting).toBeGreaterThan(3);

    await reviews.catchUp();
    await mealCopies.catchUp();

    // Reviews are written once each: each arrives exactly once.
    expect(reviews.state.size).toBe(WRITERS * REVIEWS_EACH);
    expect([...reviews.received.values()].every((times) => times === 1)).toBe(true);
    const stored = await test.db.selectFrom('reviews').select('id').execute();
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(reviews.state.keys()));

    // The client's final copies equal the server's (counters included).
    expect(reviews.state).toEqual(await serverState(test, 'reviews'));
    const serverMeals = await serverState(test, 'meals');
    expect(mealCopies.state).toEqual(serverMeals);
    const totalReviews = [...serverMeals.values()].reduce(
      (sum, meal) => sum + Number(meal.numReviews),
      0,
    );
    const totalLikes = [...serverMeals.values()].reduce((sum, meal) => sum + Number(meal.likes), 0);
    expect(totalLikes).toBe(WRITERS);
    expect(totalReviews).toBe(WRITERS * REVIEWS_EACH);
  });
});
