// Contract tests of refusals: every endpoint of the shared catalogue that needs a session
// refuses a visitor (401), every admin endpoint refuses a resident (403), and bad input, unknown
// ids and broken rules answer 400 / 404 / 409 — each with the API's error body
// `{error: {code, message, field?}}` (checked by callEndpoint), never a 500. Also: the catalogue
// names exactly the routes the server mounts under /api, and its answers are strict.
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINTS, type Endpoint, type EndpointName } from '@hostel/shared-schema';
import { callEndpoint, expectError, expectOk, type CallInput } from '../test-support/contract-call';
import { signedInAs } from '../test-support/accounts';
import { startContractWorld, type ContractWorld } from '../test-support/contract-world';
import { buildRoutes } from './index';
import { systemClock } from '../domain/hostel/clock';

let world: ContractWorld;
beforeAll(async () => {
  world = await startContractWorld();
});
afterAll(() => world.test.close());

const UNKNOWN_ID = '0123456789abcdef01234567';
/** Path values for calls refused before their input is looked at. */
const ANY_PARAMS = {
  id: 1,
  email: 'nobody@hostel.test',
  userId: UNKNOWN_ID,
  conversationId: UNKNOWN_ID,
  date: '2026-11-24',
  slot: 'lunch',
};
const names = (access: 'user' | 'admin') =>
  (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].access === access);

describe('access', () => {
  it.each(names('user'))('%s refuses a visitor with 401', async (name) => {
    await expectError(world.visitor, name, 401, { params: ANY_PARAMS });
  });

  it.each(names('admin'))('%s refuses a resident with 403', async (name) => {
    await expectError(world.fresh, name, 403, { params: ANY_PARAMS });
  });
});

/** Input no client should send: each call must refuse it with the error body (or answer it
 * within its schema), never with a 500. */
const ODD_INPUTS: CallInput[] = [
  {
    params: {
      id: '%zz',
      email: 'not-an-email',
      userId: '..',
      conversationId: 'x'.repeat(300),
      date: '2026-13-45',
      slot: '__proto__',
    },
    query: { page: -1, email: 'x', id: '', search: '%_\\'.repeat(100), sort: 'x', batchSize: 0 },
    body: '[1, "a", null]',
  },
  {
    params: {
      id: '1e999',
      email: 'a@b.co',
      userId: '0',
      conversationId: '0',
      date: '9999-12-31',
      slot: 'lunch',
    },
    query: { page: 'NaN', limit: 1e9, seq: 'x', category: '__proto__', pack: 'diamond' },
    body: '{"__proto__": {"admin": true}, "price": "3000", "rating": 99, "text": 5}',
  },
];

describe('odd input', () => {
  const all = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
    (name) => name !== 'firebaseSignIn',
  );
  it.each(all)('%s never answers a 500, and answers by its contract', async (name) => {
    for (const input of ODD_INPUTS) {
      const { client } = await signedInAs(world.test, 'admin');
      await callEndpoint(client, name, input);
    }
  });
});

type Refusal = [
  label: string,
  who: 'visitor' | 'resident' | 'fresh' | 'admin',
  name: EndpointName,
  status: number,
  input: (meal: string) => CallInput,
  field?: string,
];

const REFUSALS: Refusal[] = [
  ['a role without an email', 'resident', 'getRole', 400, () => ({ query: {} }), 'email'],
  ['an unknown price order', 'visitor', 'allMeals', 400, () => ({ query: { sbp: 'up' } }), 'sbp'],
  ['an unknown meal', 'visitor', 'meal', 404, () => ({ params: { id: UNKNOWN_ID } })],
  ['an unknown review', 'visitor', 'review', 404, () => ({ params: { id: UNKNOWN_ID } })],
  [
    'a wrong password',
    'visitor',
    'login',
    401,
    () => ({ body: { email: 'resident@hostel.test', password: 'wrong#1' } }),
  ],
  [
    "someone else's profile",
    'resident',
    'myProfile',
    403,
    () => ({ query: { email: 'admin@hostel.test' } }),
  ],
  [
    'a price that is no package',
    'resident',
    'createPaymentIntent',
    400,
    () => ({ body: { price: 1 } }),
    'price',
  ],
  [
    'a meal edit with an unknown type',
    'admin',
    'updateOneMeal',
    400,
    (meal) => ({
      params: { id: meal },
      body: { mealTitle: 'x', mealType: 'brunch', price: 1, description: 'd', rating: 1 },
    }),
    'mealType',
  ],
  [
    'publishing an unknown meal',
    'admin',
    'fromUpcomingToMeals',
    404,
    () => ({ params: { id: UNKNOWN_ID } }),
  ],
  [
    'serving an unknown request',
    'admin',
    'updateRequestedMeal',
    404,
    () => ({ params: { id: UNKNOWN_ID } }),
  ],
  [
    'a message to an unknown conversation',
    'resident',
    'sendMessage',
    404,
    () => ({
      body: {
        conversationId: UNKNOWN_ID,
        sender: 'resident@hostel.test',
        receiver: 'admin',
        text: 'x',
      },
    }),
  ],
  ['a push that is not a list', 'resident', 'syncPushLikes', 400, () => ({ body: { rows: [] } })],
  [
    'a rejection id that is no number',
    'resident',
    'clearSyncRejection',
    400,
    () => ({ params: { id: 'x' } }),
    'id',
  ],
];

describe('refusals', () => {
  let meal = '';
  beforeAll(async () => {
    meal = (await expectOk(world.visitor, 'allMealsHome'))[0]!._id;
  });

  it.each(REFUSALS)('%s: %s calls %s → %i', async (_label, who, name, status, input, field) => {
    const body = (await expectError(world[who], name, status, input(meal))) as {
      error: { field?: string };
    };
    if (field) expect(body.error.field).toBe(field);
  });

  it('a request without a package is refused with 409 (a rule, not the input)', async () => {
    const answer = await callEndpoint(world.fresh, 'addRequestedMeal', {
      body: { email: world.freshUser.email, mealId: meal },
    });
    expect(answer.status).toBe(409);
  });

  it('the test card processor refuses like the card provider, not with the API error body', async () => {
    const answer = await callEndpoint(world.visitor, 'testConfirm', { body: { clientSecret: '' } });
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      body: { error: { type: 'invalid_request_error' } },
    });
    const notAnObject = await callEndpoint(world.visitor, 'testConfirm', { body: [] });
    expect(notAnObject).toMatchObject({
      ok: false,
      status: 400,
      body: { error: { code: 'bad_request' } },
    });
  });
});

describe('the catalogue', () => {
  it('names every route the server mounts under /api (but the image files)', () => {
    const { db, config } = world.test;
    const { passKeys } = world.test.server.app.deps;
    const mounted = buildRoutes({
      db,
      config,
      events: new EventEmitter(),
      clock: systemClock,
      passKeys,
    })
      .routers.flatMap((router) => router.stack)
      .filter((layer) => String(layer.path).startsWith(API_BASE) && layer.methods.length > 0)
      .map((layer) => `${layer.methods.filter((m) => m !== 'HEAD').join()} ${String(layer.path)}`)
      .filter((route) => route !== `GET ${API_BASE}/uploads/:name`);
    const catalogued = (Object.values(ENDPOINTS) as Endpoint[])
      .filter(
        (endpoint) =>
          !endpoint.when?.match(/^(IDENTITY_PROVIDER|PAYMENT_PROVIDER=stripe|SMTP_URL)/),
      )
      .map((endpoint) => {
        const path = endpoint.path
          .replace(/\{(\w+)\}/g, ':$1')
          .replace(/^\/sync\/[a-z-]+\/(pull|push)$/, '/sync/:collection/$1');
        return `${endpoint.method} ${API_BASE}${path}`;
      });
    expect(new Set(mounted).size).toBeGreaterThan(60);
    expect([...new Set(catalogued)].sort()).toEqual([...new Set(mounted)].sort());
  });

  it('strict answers refuse an unexpected or a missing field', () => {
    const ok = { acknowledged: true, deletedCount: 1 };
    expect(ENDPOINTS.deleteMealAdmin.response.safeParse(ok).success).toBe(true);
    expect(ENDPOINTS.deleteMealAdmin.response.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(ENDPOINTS.deleteMealAdmin.response.safeParse({ acknowledged: true }).success).toBe(
      false,
    );
  });
});
