// Contract tests: every endpoint of the shared catalogue (shared-schema api/endpoints.ts) called
// against the real server with the demo data, as a visitor, the demo resident or the demo admin
// would call it. Each 2xx answer must parse with the endpoint's (strict) response schema, each
// refusal with the error body; the last test checks that the whole catalogue answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  ENDPOINTS,
  likeId,
  servingId,
  weekStartOf,
  type EndpointName,
} from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import { confirmTestCard } from '../test-support/card-payments';
import { answered, expectError, expectOk } from '../test-support/contract-call';
import { startContractWorld, type ContractWorld } from '../test-support/contract-world';
import { imageForm, PNG_1X1 } from '../test-support/test-images';

let world: ContractWorld;
beforeAll(async () => {
  world = await startContractWorld();
});
afterAll(() => world.test.close());

/**
 * Only mounted with a Firebase project (its verifier cannot run offline) or with Stripe (its
 * signed webhook has its own tests in payments.stripe.test.ts).
 */
// Not mounted in this configuration: the password-reset e-mail request needs SMTP_URL
// (password-reset.routes.test.ts calls it against a real SMTP server).
const NOT_CALLED: EndpointName[] = ['firebaseSignIn', 'stripeWebhook', 'passwordResetRequest'];

const NEW_MEAL = {
  mealTitle: 'Contract Khichuri',
  mealType: 'lunch',
  price: 120,
  mealImage: 'https://images.example/khichuri.png',
  ingredients: ['rice', 'lentils'],
  description: 'A meal added by the contract test',
  rating: 4,
};
const ABOUT = {
  area: 'Dhanmondi',
  city: 'Dhaka',
  division: 'Dhaka',
  zipCode: '1205',
  phoneNo: '01700000000',
  facebook: '',
  bloodGroup: 'O+',
  myself: 'Contract tester',
};

/** Ids found or made along the way, shared by the steps below (they run in order). */
const ids = { meal: '', otherMeal: '', upcoming: '', conversation: '' };

describe('session and users', () => {
  it('register, session token, profile, role and package answer their schemas', async () => {
    const { visitor, resident, residentUser, admin, adminUser } = world;
    const form = imageForm(PNG_1X1, 'me.png', {
      name: 'Contract Newcomer',
      email: 'contract.newcomer@hostel.test',
      password: 'Secret#1',
    });
    const newcomer = await expectOk(visitor, 'register', { form });
    expect(newcomer.email).toBe('contract.newcomer@hostel.test');
    await expectOk(visitor, 'me');
    expect((await expectOk(visitor, 'session')).user?.email).toBe(newcomer.email);
    const email = residentUser.email;
    await expectOk(resident, 'createJwt', { body: { email } });
    await expectOk(resident, 'upsertUser', {
      params: { email },
      body: { ...residentUser, photo: residentUser.photo || null },
    });
    expect(await expectOk(resident, 'getRole', { query: { email } })).toBe('general');
    expect(await expectOk(admin, 'getRole', { query: { email: adminUser.email } })).toBe('admin');
    await expectOk(resident, 'getUser', { query: { email } });
    await expectOk(resident, 'updateMyProfile', { params: { email }, body: ABOUT });
    expect((await expectOk(resident, 'myProfile', { query: { email } })).about).toEqual(ABOUT);
    expect(await expectOk(resident, 'getPackage', { query: { email } })).toBe('bronze');
    const users = await expectOk(admin, 'allUsers', { query: { search: '', page: 0 } });
    expect(users.users).toHaveLength(10);
    await expectOk(admin, 'makeAdmin', { params: { email: newcomer.email } });
    const upload = await expectOk(resident, 'upload', { form: imageForm(PNG_1X1, 'a.png') });
    expect(upload.data.display_url).toMatch(/\/api\/uploads\//);
    expect(await expectOk(visitor, 'account')).toEqual({ hasPassword: true, sessions: 1 });
    await expectOk(visitor, 'changePassword', {
      body: { currentPassword: 'Secret#1', newPassword: 'Secret#2' },
    });
    await expectOk(visitor, 'signOutEverywhere');
    await expectOk(visitor, 'removeJwt', { body: { email: newcomer.email } });
    await expectError(visitor, 'me', 401);
    expect(await expectOk(visitor, 'session')).toEqual({ user: null });
  });
});

describe('meals', () => {
  it('public lists and a meal, the admin tables, add, edit, publish and delete', async () => {
    const { visitor, admin } = world;
    const home = await expectOk(visitor, 'allMealsHome');
    expect(home.length).toBeGreaterThan(10);
    [ids.meal, ids.otherMeal] = [home[0]!._id, home[1]!._id];
    const page = await expectOk(visitor, 'allMeals', {
      query: { search: '', category: 'all', sbp: 'h2l', page: 4, limit: 4 },
    });
    expect(page.meals).toHaveLength(4);
    await expectOk(visitor, 'meal', { params: { id: ids.meal } });

    const added = await expectOk(admin, 'addMeal', { body: NEW_MEAL });
    await expectOk(admin, 'addMealUpcoming', { body: { ...NEW_MEAL, mealTitle: 'Soon' } });
    await expectOk(admin, 'allMealsAdmin', { query: { page: 0 } });
    const edited = await expectOk(admin, 'updateOneMeal', {
      params: { id: added.insertedId },
      body: { ...NEW_MEAL, mealTitle: 'Contract Khichuri deluxe' },
    });
    expect(edited.modifiedCount).toBe(1);

    const upcoming = await expectOk(admin, 'allUpcomingMeals', { query: { page: 0 } });
    const [ready, ...rest] = upcoming.upcomingMeals;
    expect(ready!.likes).toBeGreaterThanOrEqual(10);
    await expectOk(visitor, 'allUpcomingMealsUser');
    await expectOk(admin, 'fromUpcomingToMeals', { params: { id: ready!._id } });
    ids.upcoming = rest.find((meal) => meal.likes < 10)!._id;
    await expectError(admin, 'fromUpcomingToMeals', 409, { params: { id: ids.upcoming } });
    const deleted = await expectOk(admin, 'deleteMealAdmin', { params: { id: added.insertedId } });
    expect(deleted.deletedCount).toBe(1);
    await expectError(visitor, 'meal', 404, { params: { id: added.insertedId } });
  });
});

describe('likes and reviews', () => {
  it('like state and like writes', async () => {
    const { resident, residentUser } = world;
    const like = { id: ids.meal, email: residentUser.email };
    await expectOk(resident, 'isLiked', { query: like });
    await expectOk(resident, 'incLike', { body: like });
    expect(await expectOk(resident, 'isLiked', { query: like })).toEqual({ liked: true });
    await expectOk(resident, 'decLike', { body: like });
    const upcoming = { id: ids.upcoming, email: residentUser.email };
    await expectOk(resident, 'incLikeUpcoming', { body: upcoming });
    expect(await expectOk(resident, 'isLikedUpcoming', { query: upcoming })).toEqual({
      liked: true,
    });
  });

  it('reviews of a meal, one review, edits, the aggregates and both deletes', async () => {
    const { visitor, resident, residentUser, admin } = world;
    const seeded = await expectOk(visitor, 'mealWiseReviews', { query: { id: ids.otherMeal } });
    const body = { mealId: ids.meal, rating: 5, review: 'Tasty and warm' };
    const { insertedId } = await expectOk(resident, 'addReview', { body });
    await expectOk(visitor, 'review', { params: { id: insertedId } });
    await expectOk(resident, 'reviewUpdate', {
      params: { id: insertedId },
      body: { newRating: 4, newReviewText: 'Tasty' },
    });
    const mine = await expectOk(resident, 'myReviewsAggregate', {
      query: { email: residentUser.email, page: 0 },
    });
    expect(mine.reviews.map((row) => row._id)).toContain(insertedId);
    await expectOk(admin, 'allReviewsAggregate', { query: { sort: 'sbr', dir: 'lth', page: 0 } });
    await expectOk(resident, 'deleteMyReview', {
      query: { reviewId: insertedId, mealId: ids.meal },
    });
    const other = seeded.find((review) => review.email !== residentUser.email)!;
    await expectOk(admin, 'deleteOneReview', {
      query: { reviewId: other._id, mealId: ids.otherMeal },
    });
    await expectError(resident, 'addReview', 400, { body: { ...body, rating: null } });
  });
});

describe('payments, requested meals and the admin profile', () => {
  it('pays through the test processor, subscribes, requests, serves and deletes', async () => {
    const { visitor, resident, residentUser, admin, adminUser } = world;
    const email = residentUser.email;
    expect(await expectOk(resident, 'checkRequestedMeal', { query: { id: ids.meal, email } })).toBe(
      null,
    );
    const { clientSecret } = await expectOk(resident, 'createPaymentIntent', {
      body: { price: 3000 },
    });
    const card = { expMonth: 12, expYear: 2040, cvc: '123', billing_details: { name: 'A' } };
    await expectError(visitor, 'testPaymentMethods', 400, {
      body: { ...card, number: '4242 4242 4242 4241' },
    });
    const { paymentMethod } = await expectOk(visitor, 'testPaymentMethods', {
      body: { ...card, number: '4242 4242 4242 4242' },
    });
    const { paymentIntent } = await expectOk(visitor, 'testConfirm', {
      body: { clientSecret, paymentMethodId: paymentMethod.id },
    });
    await expectError(visitor, 'testConfirm', 404, {
      body: { clientSecret: 'pi_unknown_secret_x', paymentMethodId: paymentMethod.id },
    });
    await expectError(resident, 'subscriptionHandler', 400, { body: { email } });
    await expectOk(resident, 'subscriptionHandler', {
      body: {
        email,
        name: residentUser.name,
        paymentDate: Date.now(),
        amount: 3000,
        package: 'silver',
        transactionId: paymentIntent.id,
      },
    });
    await expectOk(resident, 'changePackage', { query: { email, pack: 'silver' } });
    expect(await expectOk(resident, 'getPackage', { query: { email } })).toBe('x-silver');
    await expectOk(admin, 'allPayments');
    const receipts = await expectOk(resident, 'myPayments', { query: { email } });
    expect(receipts.payments.map((receipt) => receipt.package)).toContain('silver');
    await expectError(resident, 'myPayments', 403, { query: { email: 'admin@hostel.test' } });

    const request = { email, mealId: ids.meal, name: 'x', mealTitle: 'x', status: 'pending' };
    const { insertedId } = await expectOk(resident, 'addRequestedMeal', { body: request });
    await expectError(resident, 'addRequestedMeal', 409, { body: request });
    expect(
      await expectOk(resident, 'checkRequestedMeal', { query: { id: ids.meal, email } }),
    ).not.toBe(null);
    await expectOk(resident, 'myRequestedMeals', { query: { email, sort: 'pen', page: 0 } });
    await expectOk(admin, 'allRequestedMeals', { query: { search: '', page: 0 } });
    const served = await expectOk(admin, 'updateRequestedMeal', { params: { id: insertedId } });
    expect(served).toMatchObject({ modifiedCount: 1 });
    const again = await expectOk(admin, 'updateRequestedMeal', { params: { id: insertedId } });
    expect(again).toEqual({ delivered: true });
    const other = await expectOk(resident, 'addRequestedMeal', {
      body: { ...request, mealId: ids.otherMeal },
    });
    await expectOk(resident, 'deleteRequestedMeal', { params: { id: other.insertedId } });

    await expectOk(admin, 'adminProfile', { query: { email: adminUser.email } });
    const tiles = await expectOk(admin, 'adminProfileData', { query: { email: adminUser.email } });
    expect(tiles.servedMealCount).toBeGreaterThanOrEqual(1);
  });
});

describe('chat', () => {
  it('start a conversation, chat both ways, list conversations and messages', async () => {
    const { resident, residentUser, admin } = world;
    const userId = residentUser._id;
    expect(await expectOk(resident, 'userConversation', { params: { userId } })).toBe(null);
    expect(await expectOk(resident, 'userMessages', { params: { userId } })).toEqual([]);
    const conversation = await expectOk(resident, 'conversation', { body: { userId } });
    ids.conversation = conversation._id;
    await expectOk(resident, 'userChatting', { params: { userId } });
    const sent = await expectOk(resident, 'sendMessage', {
      body: {
        conversationId: ids.conversation,
        sender: residentUser.email,
        receiver: 'admin',
        text: 'Hello',
      },
    });
    expect(sent.message.text).toBe('Hello');
    await expectOk(admin, 'allConversations');
    await expectOk(admin, 'sendMessage', {
      body: {
        conversationId: ids.conversation,
        sender: 'admin',
        receiver: residentUser.email,
        text: '',
      },
    });
    const messages = await expectOk(admin, 'messages', {
      params: { conversationId: ids.conversation },
    });
    expect(messages.map((message) => message.sender)).toEqual([residentUser.email, 'admin']);
    await expectOk(resident, 'userMessages', { params: { userId } });
    await expectOk(resident, 'userConversation', { params: { userId } });
    expect((await expectOk(resident, 'chatUnread')).unread).toBe(1);
    const summaries = await expectOk(admin, 'chatSummaries');
    expect(summaries.find((row) => row.conversationId === ids.conversation)?.unread).toBe(1);
    const read = await expectOk(resident, 'chatRead', {
      body: { conversationId: ids.conversation, messageId: messages[1]!._id },
    });
    expect(read.modifiedCount).toBe(1);
  });
});

describe('replication', () => {
  it('pulls every collection whole, pushes, and lists and clears rejections', async () => {
    const { visitor, resident, residentUser } = world;
    const all = { batchSize: 1000 };
    const meals = await expectOk(visitor, 'syncPullMeals', { query: all });
    expect(meals.documents.some((doc) => doc._deleted)).toBe(true);
    await expectOk(visitor, 'syncPullUpcomingMeals', { query: all });
    await expectOk(visitor, 'syncPullReviews', { query: all });
    const next = meals.checkpoint!;
    expect(
      (await expectOk(visitor, 'syncPullMeals', { query: { ...next, batchSize: 10 } })).documents,
    ).toEqual([]);
    await expectOk(resident, 'syncPullRequestedMeals', { query: all });
    await expectOk(resident, 'syncPullLikes', { query: all });

    // A meal is read-only for replication: the push answers the server's document as conflict.
    const master = meals.documents.find((doc) => doc._id === ids.meal)!;
    const refused = await expectOk(resident, 'syncPushMeals', {
      body: [{ assumedMasterState: master, newDocumentState: { ...master, price: 1 } }],
    });
    expect(refused).toEqual([master]);
    const email = residentUser.email;
    const like = { _id: likeId('meal', ids.meal, email), target: 'meal', targetId: ids.meal };
    await expectOk(resident, 'syncPushLikes', {
      body: [{ newDocumentState: { ...like, email, liked: true, _deleted: false } }],
    });
    for (const name of [
      'syncPushUpcomingMeals',
      'syncPushReviews',
      'syncPushRequestedMeals',
    ] as const) {
      expect(await expectOk(resident, name, { body: [] })).toEqual([]);
    }
    const { rejections } = await expectOk(resident, 'syncRejections');
    expect(rejections[0]).toMatchObject({ collection: 'meals', documentId: ids.meal });
    await expectOk(resident, 'clearSyncRejection', { params: { id: rejections[0]!.id } });
    await expectOk(resident, 'clearSyncRejections');
  });
});

describe('providers', () => {
  it('public-config names the embedded providers by default', async () => {
    expect(await expectOk(world.visitor, 'publicConfig')).toEqual({
      payments: { provider: 'test' },
      identity: { provider: 'embedded' },
      passwordReset: 'admin-link',
      push: { vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) },
    });
  });
});

describe('menu, skips, kitchen, settings and statements', () => {
  it('settings, a planned slot, copy week, a skip, the kitchen and the statements', async () => {
    const { visitor, resident, admin } = world;
    const settings = await expectOk(visitor, 'hostelSettings');
    const { _id: _unusedId, updatedAt: _unusedAt, ...input } = settings;
    await expectOk(admin, 'updateHostelSettings', { body: input });
    const kitchen = await expectOk(admin, 'kitchen', { query: { days: 8 } });
    expect(kitchen.rows).toHaveLength(24);
    const people = await expectOk(admin, 'kitchenPeople', {
      query: { date: kitchen.today, slot: 'dinner' },
    });
    expect(people.people).toHaveLength(kitchen.rows[2].expected);
    const nextWeek = weekStartOf(addDaysToDate(kitchen.today, 7));
    await expectOk(admin, 'setMenuSlot', {
      params: { date: addDaysToDate(nextWeek, 7), slot: 'lunch' },
      body: { mealIds: [ids.otherMeal] },
    });
    await expectOk(admin, 'copyMenuWeek', { body: { weekStart: addDaysToDate(nextWeek, 14) } });
    const all = { batchSize: 1000 };
    await expectOk(visitor, 'syncPullMenu', { query: all });
    await expectOk(visitor, 'syncPullHostelSettings', { query: all });
    await expectOk(resident, 'setSkip', {
      params: { date: addDaysToDate(nextWeek, 1), slot: 'dinner' },
      body: { skipped: true },
    });
    const skips = await expectOk(resident, 'syncPullSkips', { query: all });
    expect(skips.documents).toHaveLength(1);
    for (const name of ['syncPushMenu', 'syncPushSkips', 'syncPushHostelSettings'] as const) {
      expect(await expectOk(resident, name, { body: [] })).toEqual([]);
    }
    const month = addDaysToDate(nextWeek, 1).slice(0, 7);
    const mine = await expectOk(resident, 'myStatement', { query: { month } });
    expect(mine.skips).toHaveLength(1);
    const statements = await expectOk(admin, 'allStatements', { query: { month } });
    expect(statements.totals.skips).toBeGreaterThanOrEqual(1);
  });
});

describe('dietary profile', () => {
  it("read, set, pull and push the resident's own profile", async () => {
    const { resident, residentUser } = world;
    const params = { email: residentUser.email };
    await expectOk(resident, 'dietaryProfile', { params });
    await expectOk(resident, 'setDietaryProfile', {
      params,
      body: { diet: 'vegan', halalOnly: true, avoid: ['sesame'], hideUnsuitable: false },
    });
    const pulled = await expectOk(resident, 'syncPullDietaryProfiles', {
      query: { batchSize: 10 },
    });
    expect(pulled.documents).toHaveLength(1);
    expect(await expectOk(resident, 'syncPushDietaryProfiles', { body: [] })).toEqual([]);
  });
});

describe('web push', () => {
  it('settings read and saved; a subscription made and removed', async () => {
    const { resident } = world;
    const settings = await expectOk(resident, 'pushSettings');
    await expectOk(resident, 'setPushSettings', { body: { ...settings, cutoffReminder: true } });
    // A browser push service's URL; removed at once, so no later step sends to it.
    const endpoint = 'https://fcm.googleapis.com/fcm/send/contract-test';
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    await expectOk(resident, 'pushSubscribe', { body: { endpoint, keys } });
    const removed = await expectOk(resident, 'pushUnsubscribe', { body: { endpoint } });
    expect(removed.deletedCount).toBe(1);
  });
});

describe('a package cover and its renewal', () => {
  it('the cover, a renewal intent and the confirmed renewal', async () => {
    // A package held with no cover period: renewal is offered at once.
    const { client } = await signedInAs(world.test, 'general', { badge: 'x-silver' });
    const cover = await expectOk(client, 'packageCover');
    expect(cover).toMatchObject({ package: 'silver', state: 'ended', canRenew: true });
    const plan = await expectOk(client, 'planMonth');
    expect(plan).toMatchObject({ cover, meals: 0, skips: 0, rebate: 0 });
    const { clientSecret } = await expectOk(client, 'renewalIntent', { body: {} });
    const { transactionId } = await confirmTestCard(client, clientSecret);
    const renewed = await expectOk(client, 'renewPackage', { body: { transactionId } });
    expect(renewed.period).toMatchObject({ package: 'silver', paid: 3000, net: 3000 });
  });
});

describe('password reset (no mail: an admin issues the link)', () => {
  it('issue, log, check and complete answer their schemas', async () => {
    const { admin } = world;
    const resident = world.test.client();
    const form = imageForm(PNG_1X1, 'me.png', {
      name: 'Contract Forgetful',
      email: 'contract.forgetful@hostel.test',
      password: 'Secret#1',
    });
    await expectOk(resident, 'register', { form });
    const issued = await expectOk(admin, 'adminResetLink', {
      body: { email: 'contract.forgetful@hostel.test' },
    });
    expect(await expectOk(resident, 'resetLinkLog')).toHaveLength(1);
    const token = issued.path.split('#token=')[1]!;
    const browser = world.test.client();
    await expectOk(browser, 'passwordResetCheck', { body: { token } });
    await expectOk(browser, 'passwordResetComplete', { body: { token, newPassword: 'Secret#2' } });
  });
});

describe('meal pass, counter and servings', () => {
  it("the resident's passes, the counter's day, a serving pushed, pulled and on the resident sheet, the forecast", async () => {
    const { resident, residentUser, admin } = world;
    const passes = await expectOk(resident, 'mealPasses');
    const day = await expectOk(admin, 'counterDay');
    expect(passes.today).toBe(day.date);
    const doc = {
      _id: servingId(day.date, 'lunch', residentUser._id, 'contract-counter'),
      counterId: 'contract-counter',
      residentId: residentUser._id,
      date: day.date,
      slot: 'lunch' as const,
      scannedAt: day.serverTime,
      clockOffset: 0,
      duplicate: false,
      _deleted: false,
    };
    const pushed = await expectOk(admin, 'syncPushServings', { body: [{ newDocumentState: doc }] });
    expect(pushed).toEqual([]);
    const pulled = await expectOk(admin, 'syncPullServings', { query: { batchSize: 100 } });
    expect(pulled.documents).toContainEqual(doc);
    const sheet = await expectOk(admin, 'residentServings', {
      query: { email: residentUser.email },
    });
    expect(sheet.servings[0]).toMatchObject({ date: day.date, slot: 'lunch', duplicate: false });
    const forecast = await expectOk(admin, 'kitchenForecast');
    expect(forecast.rows).toHaveLength(3);
  });
});

describe('the catalogue', () => {
  it('every endpoint answered a 2xx that matched its schema', () => {
    const missing = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (name) => !answered.has(name) && !NOT_CALLED.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
