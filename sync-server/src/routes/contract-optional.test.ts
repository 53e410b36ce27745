// Contract: an optional field sent empty means "not given", against the real server
// with the demo data. Table-driven from the catalogue: every endpoint of the spec's calls
// (SPEC_AREAS) with an optional query or body field is listed below (and our replication pulls),
// each read is asked with each such field '' and without it (the same answer), and each write is
// sent with every such field '' (accepted, the spec's default kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  optionalKeys,
  SPEC_ENDPOINT_NAMES,
  type Endpoint,
  type EndpointName,
} from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { expectOk, type CallInput } from '../test-support/contract-call';
import { startContractWorld, type ContractWorld } from '../test-support/contract-world';
import { imageForm, PNG_1X1 } from '../test-support/test-images';
import { mealBody } from '../test-support/meal-fixtures';

let world: ContractWorld;
beforeAll(async () => {
  world = await startContractWorld();
});
afterAll(() => world.test.close());

/** Not the spec's calls, each for its reason (their schemas are still checked in shared-schema). */
const EXEMPT: Partial<Record<EndpointName, string>> = {
  firebaseSignIn: 'mounted only with a Firebase project, whose verifier cannot run offline',
  testPaymentMethods: 'the test card processor checks its body itself, like the card provider',
  testConfirm: 'the test card processor checks its body itself, like the card provider',
  messages:
    "its path names a conversation; realtime/limits-across-reconnects.test.ts reads 'before='",
  userMessages: "its path names a user; realtime/limits-across-reconnects.test.ts reads 'before='",
};

/** The optional keys of an endpoint's query or body. */
const optionalOf = (name: EndpointName, part: 'query' | 'body') =>
  optionalKeys((ENDPOINTS[name] as Endpoint)[part]);

/** '' for every optional key of the endpoint's query or body (the keys the base leaves out). */
function blanks(name: EndpointName, part: 'query' | 'body'): Record<string, string> {
  const keys = optionalOf(name, part);
  return Object.fromEntries(keys.map((key) => [key, '']));
}

type Caller = 'visitor' | 'resident' | 'admin';
const client = (caller: Caller): ApiClient => world[caller];

/** Reads: who asks, and the required part of the query (the optional keys are left out). */
const READS: Partial<Record<EndpointName, [Caller, () => Record<string, string>]>> = {
  allUsers: ['admin', () => ({})],
  allMeals: ['visitor', () => ({})],
  allMealsAdmin: ['admin', () => ({})],
  allUpcomingMeals: ['admin', () => ({})],
  myReviewsAggregate: ['resident', () => ({ email: world.residentUser.email })],
  allReviewsAggregate: ['admin', () => ({})],
  myRequestedMeals: ['resident', () => ({ email: world.residentUser.email })],
  allRequestedMeals: ['admin', () => ({})],
  // Ours, not the spec's: the pulls share one query schema, made to read '' the same way.
  syncPullMeals: ['visitor', () => ({})],
  syncPullUpcomingMeals: ['visitor', () => ({})],
  syncPullReviews: ['visitor', () => ({})],
  syncPullRequestedMeals: ['resident', () => ({})],
  syncPullLikes: ['resident', () => ({})],
};

async function anyMeal() {
  const [meal] = await expectOk(world.visitor, 'allMealsHome');
  return meal!;
}

async function residentReview(): Promise<{ reviewId: string }> {
  const meal = await anyMeal();
  const body = { mealId: meal._id, rating: 4, review: 'Blank fields test' };
  const { insertedId } = await expectOk(world.resident, 'addReview', { body });
  return { reviewId: insertedId };
}

/** A meal's food labels when none was given: not labelled, not halal. */
const UNLABELLED = { diet: null, halal: false, allergens: null };

/** Writes: each sends every optional field '' and checks the default was kept. */
const WRITES: Partial<Record<EndpointName, () => Promise<void>>> = {
  async register() {
    const fields = { name: 'Blank Photo', email: 'blank.photo@hostel.test', password: 'Secret#1' };
    const form = imageForm(PNG_1X1, 'me.png', { ...fields, ...blanks('register', 'body') });
    const user = await expectOk(world.test.client(), 'register', { form });
    expect(user.photo).toMatch(/\/api\/uploads\//);
  },
  async removeJwt() {
    for (const body of [blanks('removeJwt', 'body'), {}]) {
      const { client: signedIn } = await signedInAs(world.test, 'general');
      expect(await expectOk(signedIn, 'removeJwt', { body })).toEqual({ success: true });
    }
  },
  async upsertUser() {
    const { email, name, photo } = world.residentUser;
    const body = blanks('upsertUser', 'body');
    await expectOk(world.resident, 'upsertUser', { params: { email }, body });
    const after = await expectOk(world.resident, 'getUser', { query: { email } });
    expect([after.name, after.photo]).toEqual([name, photo]);
  },
  async addMeal() {
    const body = { ...mealBody({ mealTitle: 'Blank labels' }), ...blanks('addMeal', 'body') };
    const { insertedId } = await expectOk(world.admin, 'addMeal', { body });
    const stored = await expectOk(world.visitor, 'meal', { params: { id: insertedId } });
    expect(stored).toMatchObject({ mealTitle: 'Blank labels', ...UNLABELLED });
  },
  async addMealUpcoming() {
    const body = {
      ...mealBody({ mealTitle: 'Blank upcoming' }),
      ...blanks('addMealUpcoming', 'body'),
    };
    const { insertedId } = await expectOk(world.admin, 'addMealUpcoming', { body });
    const upcoming = await expectOk(world.visitor, 'allUpcomingMealsUser');
    const stored = upcoming.find((meal) => meal._id === insertedId);
    expect(stored?.mainMealData).toMatchObject({ mealTitle: 'Blank upcoming', ...UNLABELLED });
  },
  async updateOneMeal() {
    const meal = await anyMeal();
    const { mealTitle, mealType, description } = meal;
    const body = { mealTitle, mealType, description, price: 99, rating: 4 };
    await expectOk(world.admin, 'updateOneMeal', {
      params: { id: meal._id },
      body: { ...body, ...blanks('updateOneMeal', 'body') },
    });
    const after = await expectOk(world.visitor, 'meal', { params: { id: meal._id } });
    expect(after).toMatchObject({ price: 99, mealImage: meal.mealImage });
    expect(after.ingredients).toEqual(meal.ingredients);
  },
  async deleteMyReview() {
    const query = { ...(await residentReview()), ...blanks('deleteMyReview', 'query') };
    expect(await expectOk(world.resident, 'deleteMyReview', { query })).toMatchObject({
      deletedCount: 1,
    });
  },
  async deleteOneReview() {
    const query = { ...(await residentReview()), ...blanks('deleteOneReview', 'query') };
    expect(await expectOk(world.admin, 'deleteOneReview', { query })).toMatchObject({
      deletedCount: 1,
    });
  },
  async addRequestedMeal() {
    const { client: gold, user } = await signedInAs(world.test, 'general', { badge: 'x-gold' });
    const meal = await anyMeal();
    const body = { email: user.email, mealId: meal._id, ...blanks('addRequestedMeal', 'body') };
    await expectOk(gold, 'addRequestedMeal', { body });
    const stored = await expectOk(gold, 'checkRequestedMeal', {
      query: { id: meal._id, email: user.email },
    });
    expect(stored).toMatchObject({ status: 'pending', mealTitle: meal.mealTitle });
  },
  async subscriptionHandler() {
    const { resident, residentUser } = world;
    const { clientSecret } = await expectOk(resident, 'createPaymentIntent', {
      body: { price: 3000 },
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
    const { paymentMethod } = await expectOk(world.visitor, 'testPaymentMethods', { body: card });
    const { paymentIntent } = await expectOk(world.visitor, 'testConfirm', {
      body: { clientSecret, paymentMethodId: paymentMethod.id },
    });
    const body = {
      email: residentUser.email,
      transactionId: paymentIntent.id,
      ...blanks('subscriptionHandler', 'body'),
    };
    await expectOk(resident, 'subscriptionHandler', { body });
    const { payments } = await expectOk(world.admin, 'allPayments');
    expect(payments.find((row) => row.transactionId === paymentIntent.id)).toMatchObject({
      email: residentUser.email,
      amount: 3000,
    });
  },
};

describe('the catalogue', () => {
  it('lists every spec call with an optional field here, as a read, a write or an exemption', () => {
    const withOptional = SPEC_ENDPOINT_NAMES.filter(
      (name) => optionalOf(name, 'query').length > 0 || optionalOf(name, 'body').length > 0,
    );
    const covered = [...Object.keys(READS), ...Object.keys(WRITES), ...Object.keys(EXEMPT)];
    expect(withOptional.filter((name) => !covered.includes(name))).toEqual([]);
  });
});

describe('reads: an empty optional field answers like a missing one', () => {
  const cases = Object.entries(READS).flatMap(([name, [caller, base]]) =>
    optionalOf(name as EndpointName, 'query').map(
      (key) => [name as EndpointName, key, caller, base] as const,
    ),
  );

  it.each(cases)('%s ?%s=', async (name, key, caller, base) => {
    const ask = (query: CallInput['query']) => expectOk(client(caller), name, { query });
    expect(await ask({ ...base(), [key]: '' })).toEqual(await ask(base()));
  });

  it("answers the admin's Default sort of All Reviews (sort=&dir=htl&page=0)", async () => {
    const ask = (sort: string) =>
      expectOk(world.admin, 'allReviewsAggregate', { query: { sort, dir: 'htl', page: 0 } });
    const answer = await ask('');
    expect(answer.reviews.length).toBeGreaterThan(0);
    expect(answer).toEqual(await ask('sbl'));
  });
});

describe('writes: every optional field empty is accepted and keeps its default', () => {
  it.each(Object.keys(WRITES) as EndpointName[])('%s', async (name) => {
    await WRITES[name]!();
  });
});
