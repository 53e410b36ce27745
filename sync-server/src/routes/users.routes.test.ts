// The "Session and users" calls of spec §7 against a real server: who may call what (visitor,
// another user, the owner, an admin), the answers, and bad input changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ABOUT, likeId, VALIDATION } from '@hostel/shared-schema';
import { usersAndUploads } from '../test-support/users-and-uploads';
import { createUser, signedInAs, signedInClient, type TestUser } from '../test-support/accounts';
import type { ApiClient, ApiResponse } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const at = (email: string) => encodeURIComponent(email);
const ABOUT = {
  area: 'Mirpur',
  city: 'Dhaka',
  division: 'Dhaka',
  zipCode: '1216',
  phoneNo: '01700000000',
  facebook: 'https://facebook.com/rahim',
  bloodGroup: 'AB-',
  myself: 'I like dal.',
};

type Actor = 'visitor' | 'other' | 'owner' | 'admin';
type Call = (client: ApiClient, ownerEmail: string) => Promise<ApiResponse>;

const calls: [string, Call, Record<Actor, number>][] = [
  [
    'GET /get-role',
    (c, email) => c.get('/api/get-role', { email }),
    { visitor: 401, other: 403, owner: 200, admin: 200 },
  ],
  [
    'GET /get-user',
    (c, email) => c.get('/api/get-user', { email }),
    { visitor: 401, other: 403, owner: 200, admin: 200 },
  ],
  [
    'PUT /all-users/{email}',
    (c, email) =>
      c.put(`/api/all-users/${at(email)}`, {
        name: 'Renamed',
        email,
        photo: 'https://images.example/new.png',
      }),
    { visitor: 401, other: 403, owner: 200, admin: 403 },
  ],
  [
    'GET /all-users',
    (c) => c.get('/api/all-users', { search: '', page: 0 }),
    { visitor: 401, other: 403, owner: 403, admin: 200 },
  ],
  [
    'PUT /make-admin/{email}',
    (c, email) => c.put(`/api/make-admin/${at(email)}`),
    { visitor: 401, other: 403, owner: 403, admin: 200 },
  ],
  [
    'GET /my-profile',
    (c, email) => c.get('/api/my-profile', { email }),
    { visitor: 401, other: 403, owner: 200, admin: 403 },
  ],
  [
    'PATCH /update-my-profile/{email}',
    (c, email) => c.patch(`/api/update-my-profile/${at(email)}`, ABOUT),
    { visitor: 401, other: 403, owner: 200, admin: 403 },
  ],
  [
    'GET /get-package',
    (c, email) => c.get('/api/get-package', { email }),
    { visitor: 401, other: 403, owner: 200, admin: 403 },
  ],
];

async function clientFor(actor: Actor, owner: TestUser): Promise<ApiClient> {
  if (actor === 'visitor') return test.client();
  if (actor === 'owner') return signedInClient(test, owner);
  return (await signedInAs(test, actor === 'admin' ? 'admin' : 'general')).client;
}

describe('who may call what', () => {
  const rows = calls.flatMap(([name, call, expected]) =>
    (Object.keys(expected) as Actor[]).map(
      (actor) => [name, actor, call, expected[actor]] as const,
    ),
  );
  it.each(rows)('%s as %s', async (_, actor, call, status) => {
    const owner = await createUser(test);
    const client = await clientFor(actor, owner);
    const before = await usersAndUploads(test);
    const response = await call(client, owner.email);
    expect(response.status).toBe(status);
    if (status >= 400) {
      expect(response.body.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
      expect(await usersAndUploads(test)).toEqual(before);
    }
  });
});

describe('GET /get-role, /get-package, /get-user, /my-profile', () => {
  it('answers the role and the badge as bare JSON strings', async () => {
    const { user, client } = await signedInAs(test, 'general', { badge: 'x-gold' });
    const role = await client.get('/api/get-role', { email: user.email.toUpperCase() });
    expect(role.headers.get('content-type')).toMatch(/application\/json/);
    expect(role.body).toBe('general');
    expect((await client.get('/api/get-package', { email: user.email })).body).toBe('x-gold');
    const admin = await signedInAs(test, 'admin');
    expect((await admin.client.get('/api/get-role', { email: admin.user.email })).body).toBe(
      'admin',
    );
  });

  it('answers "general" to an admin asking for an unknown email (the spec\'s default role)', async () => {
    const { client } = await signedInAs(test, 'admin');
    const response = await client.get('/api/get-role', { email: 'nobody@hostel.test' });
    expect(response.status).toBe(200);
    expect(response.body).toBe('general');
  });

  it('get-user answers 404 to an admin for an unknown email', async () => {
    const { client } = await signedInAs(test, 'admin');
    const response = await client.get('/api/get-user', { email: 'nobody@hostel.test' });
    expect(response.status).toBe(404);
  });

  it('answers the user document, likings read from the like rows', async () => {
    const { user, client } = await signedInAs(test);
    const likes = await likeRows(user.email);
    for (const path of ['/api/get-user', '/api/my-profile']) {
      const response = await client.get(path, { email: user.email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        _id: user.id,
        name: user.name,
        email: user.email,
        role: 'general',
        badge: 'bronze',
        about: EMPTY_ABOUT,
        likings: likes.likings,
        ulikings: likes.ulikings,
        photo: user.photo,
        isChatted: false,
        package: '',
      });
    }
  });
});

describe('PUT /all-users/{email} after every sign-in', () => {
  it('updates name and photo only: role, badge, package, about and likes stay', async () => {
    const { user, client } = await signedInAs(test);
    const likes = await likeRows(user.email);
    expect((await client.patch(`/api/update-my-profile/${at(user.email)}`, ABOUT)).status).toBe(
      200,
    );
    // what the spec's client sends at every sign-in
    const response = await client.put(`/api/all-users/${at(user.email)}`, {
      name: 'Rahim Uddin',
      email: user.email,
      role: 'admin',
      badge: 'x-platinum',
      about: {},
      likings: [],
      ulikings: [],
      photo: 'https://images.example/rahim-2.png',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const doc = (await client.get('/api/my-profile', { email: user.email })).body;
    expect(doc).toMatchObject({
      name: 'Rahim Uddin',
      photo: 'https://images.example/rahim-2.png',
      role: 'general',
      badge: 'bronze',
      package: '',
      about: ABOUT,
      likings: likes.likings,
      ulikings: likes.ulikings,
    });
  });

  it('keeps the stored name and photo when the sign-in sends none (and reports no change)', async () => {
    const { user, client } = await signedInAs(test);
    const response = await client.put(`/api/all-users/${at(user.email)}`, {
      name: null,
      email: user.email,
      photo: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const doc = (await client.get('/api/my-profile', { email: user.email })).body;
    expect(doc).toMatchObject({ name: user.name, photo: user.photo });
  });

  it.each([
    ['a photo that is not a URL', { photo: 'javascript:alert(1)' }, 'photo'],
    ['a name too long', { name: 'x'.repeat(201) }, 'name'],
    ['another email in the body', { email: 'someone-else@hostel.test' }, 'email'],
    ['a bad email in the body', { email: 'nope' }, 'email'],
  ])('answers 400 for %s, changing nothing', async (_, change, field) => {
    const { user, client } = await signedInAs(test);
    const before = await usersAndUploads(test);
    const response = await client.put(`/api/all-users/${at(user.email)}`, {
      name: 'New',
      email: user.email,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await usersAndUploads(test)).toEqual(before);
  });
});

describe('PATCH /update-my-profile/{email}', () => {
  it('stores the about object and answers the update result', async () => {
    const { user, client } = await signedInAs(test);
    const response = await client.patch(`/api/update-my-profile/${at(user.email)}`, ABOUT);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const again = await client.patch(`/api/update-my-profile/${at(user.email)}`, ABOUT);
    expect(again.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect((await client.get('/api/my-profile', { email: user.email })).body.about).toEqual(ABOUT);
  });

  it.each(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'])(
    'accepts blood group %s',
    async (bloodGroup) => {
      const { user, client } = await signedInAs(test);
      const response = await client.patch(`/api/update-my-profile/${at(user.email)}`, {
        ...ABOUT,
        bloodGroup,
      });
      expect(response.status).toBe(200);
    },
  );

  it.each([
    ['blood group C+', { bloodGroup: 'C+' }, 'bloodGroup', VALIDATION.bloodGroupInvalid],
    ['blood group A', { bloodGroup: 'A' }, 'bloodGroup', VALIDATION.bloodGroupInvalid],
    ['blood group ab+', { bloodGroup: 'ab+' }, 'bloodGroup', VALIDATION.bloodGroupInvalid],
    ['an empty blood group', { bloodGroup: '' }, 'bloodGroup', VALIDATION.bloodGroupInvalid],
    ['a zip code with letters', { zipCode: '12a6' }, 'zipCode', undefined],
    ['a phone number with a plus', { phoneNo: '+8801700000000' }, 'phoneNo', undefined],
    ['no city', { city: undefined }, 'city', undefined],
    ['a number for the area', { area: 12 }, 'area', undefined],
  ])('answers 400 for %s, changing nothing', async (_, change, field, message) => {
    const { user, client } = await signedInAs(test);
    const before = await usersAndUploads(test);
    const response = await client.patch(`/api/update-my-profile/${at(user.email)}`, {
      ...ABOUT,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    if (message) expect(response.body.error.message).toBe(message);
    expect(await usersAndUploads(test)).toEqual(before);
  });
});

describe('PUT /make-admin/{email}', () => {
  it('makes the user admin at once and answers the update result', async () => {
    const { client } = await signedInAs(test, 'admin');
    const { user, client: userClient } = await signedInAs(test);
    const response = await client.put(`/api/make-admin/${at(user.email)}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await userClient.get('/api/get-role', { email: user.email })).body).toBe('admin');
    expect((await userClient.get('/api/all-users')).status).toBe(200);
    const again = await client.put(`/api/make-admin/${at(user.email)}`);
    expect(again.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('answers 404 for an unknown user and 400 for a bad email', async () => {
    const { client } = await signedInAs(test, 'admin');
    expect((await client.put(`/api/make-admin/${at('nobody@hostel.test')}`)).status).toBe(404);
    const bad = await client.put('/api/make-admin/not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('email');
  });
});

describe('GET /all-users', () => {
  it('pages by 10 with a zero-based index; count respects the search', async () => {
    const { client } = await signedInAs(test, 'admin');
    const tag = `pager${Date.now()}`;
    for (let i = 0; i < 12; i += 1) await createUser(test, { name: `${tag} ${i}` });
    const first = await client.get('/api/all-users', { search: tag.toUpperCase(), page: 0 });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.users).toHaveLength(10);
    expect(first.body.users[0]).toMatchObject({ role: 'general', likings: [] });
    const second = await client.get('/api/all-users', { search: tag, page: 1 });
    expect(second.body.users).toHaveLength(2);
    const names = [...first.body.users, ...second.body.users].map((u: { name: string }) => u.name);
    expect(names.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `${tag} ${i}`).sort());
    expect((await client.get('/api/all-users', { search: tag, page: 2 })).body.users).toEqual([]);
    const all = await client.get('/api/all-users');
    expect(all.body.count).toBe(await countUsers());
  });

  it('searches name or email, case-insensitive and literal (% _ ( are text)', async () => {
    const { client } = await signedInAs(test, 'admin');
    const percent = await createUser(test, { name: 'Zed 100% Sure' });
    await createUser(test, { name: 'Zed 1000 Sure' });
    const underscore = await createUser(test, { name: 'Snake_Case' });
    await createUser(test, { name: 'SnakeXCase' });
    const paren = await createUser(test, { name: 'Paren (A)' });
    const byEmail = await createUser(test, { email: 'Findable.Person@Elsewhere.test' });
    const search = async (text: string) =>
      (await client.get('/api/all-users', { search: text })).body as {
        users: { email: string }[];
        count: number;
      };
    for (const [text, expected] of [
      ['0%', [percent]],
      ['e_c', [underscore]],
      ['(a', [paren]],
      ['FINDABLE.person@', [byEmail]],
    ] as const) {
      const found = await search(text);
      expect(found.users.map((u) => u.email)).toEqual(expected.map((u) => u.email));
      expect(found.count).toBe(expected.length);
    }
  });

  it.each([
    ['a negative page', { page: -1 }, 'page'],
    ['a page that is not a number', { page: 'two' }, 'page'],
    ['a search too long', { search: 'x'.repeat(201) }, 'search'],
  ])('answers 400 for %s', async (_, query, field) => {
    const { client } = await signedInAs(test, 'admin');
    const response = await client.get('/api/all-users', query);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
  });
});

describe('bad email queries and paths', () => {
  it.each([
    ['GET /get-role', (c: ApiClient) => c.get('/api/get-role', { email: 'bad' })],
    ['GET /get-role without email', (c: ApiClient) => c.get('/api/get-role')],
    ['GET /get-user', (c: ApiClient) => c.get('/api/get-user', { email: 'bad@' })],
    ['GET /my-profile', (c: ApiClient) => c.get('/api/my-profile', { email: '' })],
    ['GET /get-package', (c: ApiClient) => c.get('/api/get-package', { email: 'x' })],
    ['PUT /all-users', (c: ApiClient) => c.put('/api/all-users/bad', { name: 'x' })],
    ['PATCH /update-my-profile', (c: ApiClient) => c.patch('/api/update-my-profile/bad', ABOUT)],
  ])('%s answers 400 naming email', async (_, call) => {
    const { client } = await signedInAs(test);
    const before = await usersAndUploads(test);
    const response = await call(client);
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('email');
    expect(await usersAndUploads(test)).toEqual(before);
  });
});

/** Likes of every kind for `email`: only liked, live rows count as likings / ulikings. */
async function likeRows(email: string): Promise<{ likings: string[]; ulikings: string[] }> {
  const mealIds = ['liked-meal', 'unliked-meal', 'deleted-like-meal'].map(
    (name) => `${name}-${email}`,
  );
  const upcomingId = `upcoming-${email}`;
  let seq = (await test.db.selectFrom('sync_sequence').select('value').executeTakeFirstOrThrow())
    .value;
  const meal = (id: string) => ({
    id,
    meal_title: 'Dal',
    meal_type: 'lunch',
    price: 50,
    meal_image: 'https://images.example/dal.png',
    ingredients: '["dal"]',
    rating: 4,
    description: 'Dal',
    post_time: Date.now(),
    likes: 0,
    num_reviews: 0,
    distributor_name: 'Admin',
    distributor_email: 'admin@hostel.test',
    seq: ++seq,
  });
  await test.db.insertInto('meals').values(mealIds.map(meal)).execute();
  await test.db.insertInto('upcoming_meals').values(meal(upcomingId)).execute();
  const like = (target: 'meal' | 'upcoming', targetId: string, liked: number, deleted = 0) => ({
    id: likeId(target, targetId, email),
    target_id: targetId,
    user_email: email,
    liked,
    deleted,
    updated_at: Date.now(),
    seq: ++seq,
  });
  await test.db
    .insertInto('meal_likes')
    .values([
      like('meal', mealIds[0]!, 1),
      like('meal', mealIds[1]!, 0),
      like('meal', mealIds[2]!, 1, 1),
    ])
    .execute();
  await test.db
    .insertInto('upcoming_likes')
    .values(like('upcoming', upcomingId, 1))
    .execute();
  await test.db.updateTable('sync_sequence').set({ value: seq }).execute();
  return { likings: [mealIds[0]!], ulikings: [upcomingId] };
}

async function countUsers(): Promise<number> {
  const row = await test.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
