// Register, login, me, session, create-jwt and remove-jwt against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CODES, EMPTY_ABOUT, MESSAGES, VALIDATION } from '@hostel/shared-schema';
import { usersAndUploads } from '../test-support/users-and-uploads';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { imageForm, PNG_1X1, TEXT_FILE } from '../test-support/test-images';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ ADMIN_EMAILS: 'Boss@Hostel.test, other-boss@hostel.test' });
});
afterAll(() => test.close());

let counter = 0;
const uniqueEmail = () => `resident${++counter}@hostel.test`;
const PASSWORD = 'secret!1';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rahim',
    email: uniqueEmail(),
    password: PASSWORD,
    photo: 'https://images.example/rahim.png',
    ...overrides,
  };
}

describe('POST /api/auth/register', () => {
  it('creates a user with the defaults of spec §3 from JSON with a photo URL, and signs in', async () => {
    const client = test.client();
    const body = registration({ email: 'Mixed.Case@Hostel.TEST' });
    const response = await client.post('/api/auth/register', body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Rahim',
      email: 'mixed.case@hostel.test',
      role: 'general',
      badge: 'bronze',
      about: EMPTY_ABOUT,
      likings: [],
      ulikings: [],
      photo: 'https://images.example/rahim.png',
      isChatted: false,
      package: '',
    });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('mixed.case@hostel.test');
    const row = await test.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'mixed.case@hostel.test')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('accepts a multipart form with a real PNG and serves the stored photo', async () => {
    const client = test.client();
    const { photo: _photo, ...fields } = registration();
    const response = await client.postForm(
      '/api/auth/register',
      imageForm(PNG_1X1, 'me.png', fields as Record<string, string>),
    );
    expect(response.status).toBe(201);
    expect(response.body.photo).toMatch(/^\/api\/uploads\/[0-9a-f]{24}\.png$/);
    const image = await fetch(new URL(response.body.photo, test.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_1X1);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('never makes an admin at sign-up, even for an address still set in ADMIN_EMAILS', async () => {
    // Whoever registered first with a listed address became admin (a race anyone could win);
    // admins now come from `npm run create-admin` only (ADMIN_EMAILS is ignored).
    const response = await test
      .client()
      .post('/api/auth/register', registration({ email: 'boss@hostel.test' }));
    expect(response.status).toBe(201);
    expect(response.body.role).toBe('general');
  });

  it('refuses an email already registered, whatever its case', async () => {
    const body = registration();
    expect((await test.client().post('/api/auth/register', body)).status).toBe(201);
    const before = await usersAndUploads(test);
    const again = await test
      .client()
      .post('/api/auth/register', { ...body, email: body.email.toUpperCase(), name: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(AUTH_CODES.emailInUse);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await usersAndUploads(test)).toEqual(before);
  });

  it('refuses an email already registered with a multipart image, storing nothing', async () => {
    const body = registration();
    expect((await test.client().post('/api/auth/register', body)).status).toBe(201);
    const before = await usersAndUploads(test);
    const { photo: _photo, ...fields } = body;
    const again = await test
      .client()
      .postForm('/api/auth/register', imageForm(PNG_1X1, 'x.png', fields));
    expect(again.status).toBe(409);
    expect(await usersAndUploads(test)).toEqual(before);
  });

  const { photo: _unused, ...withoutPhoto } = registration();
  it.each([
    ['no name', { name: undefined }, 'name', VALIDATION.nameRequired, 'validation_failed'],
    ['a blank name', { name: '   ' }, 'name', VALIDATION.nameRequired, 'validation_failed'],
    ['no email', { email: undefined }, 'email', VALIDATION.emailRequired, AUTH_CODES.invalidEmail],
    ['a bad email', { email: 'rahim@' }, 'email', VALIDATION.emailInvalid, AUTH_CODES.invalidEmail],
    [
      'no password',
      { password: undefined },
      'password',
      VALIDATION.passwordRequired,
      'validation_failed',
    ],
    [
      'a short password',
      { password: 'a!b' },
      'password',
      VALIDATION.passwordTooShort,
      AUTH_CODES.weakPassword,
    ],
    [
      'a password without a special character',
      { password: 'abcdef12' },
      'password',
      VALIDATION.passwordNoSpecial,
      AUTH_CODES.weakPassword,
    ],
    ['no image', { photo: undefined }, 'image', VALIDATION.imageRequired, 'validation_failed'],
    ['a photo that is not a URL', { photo: 'javascript:alert(1)' }, 'photo', undefined, undefined],
  ])(
    'answers 400 for %s, naming the field and changing nothing',
    async (_, change, field, message, code) => {
      const before = await usersAndUploads(test);
      const client = test.client();
      const response = await client.post('/api/auth/register', { ...registration(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
      if (message) expect(response.body.error.message).toBe(message);
      if (code) expect(response.body.error.code).toBe(code);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await usersAndUploads(test)).toEqual(before);
    },
  );

  it('answers 400 "File is not an image" for a non-image file, changing nothing', async () => {
    const before = await usersAndUploads(test);
    const response = await test
      .client()
      .postForm('/api/auth/register', imageForm(TEXT_FILE, 'me.png', withoutPhoto));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      field: 'image',
      message: VALIDATION.fileNotImage,
    });
    expect(await usersAndUploads(test)).toEqual(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the user document', async () => {
    const body = registration();
    await test.client().post('/api/auth/register', body);
    const client = test.client();
    const response = await client.post('/api/auth/login', {
      email: body.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: body.email, role: 'general', badge: 'bronze' });
    expect(response.body.password_hash).toBeUndefined();
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/hm_session=/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect((await client.get('/api/auth/me')).body.email).toBe(body.email);
  });

  it.each([
    ['a wrong password', 'known', 'wrong-password!'],
    ['an unknown email', 'unknown', PASSWORD],
  ])('answers 401 auth/invalid-login-credentials for %s', async (_, which, password) => {
    const body = registration();
    if (which === 'known') await test.client().post('/api/auth/register', body);
    const client = test.client();
    const response = await client.post('/api/auth/login', { email: body.email, password });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe(AUTH_CODES.invalidLogin);
    expect(response.body.error.message).toBe(MESSAGES.invalidLogin);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses an account without a password (made by another identity provider)', async () => {
    const { user } = await signedInAs(test, 'general');
    const response = await test
      .client()
      .post('/api/auth/login', { email: user.email, password: 'x' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['no email', { password: PASSWORD }, 'email', VALIDATION.emailRequired],
    ['a bad email', { email: 'nope', password: PASSWORD }, 'email', VALIDATION.emailInvalid],
    ['no password', { email: 'a@hostel.test' }, 'password', VALIDATION.passwordRequired],
  ])('answers 400 for %s', async (_, body, field, message) => {
    const response = await test.client().post('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field, message });
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 for a visitor', async () => {
    const response = await test.client().get('/api/auth/me');
    expect(response.status).toBe(401);
  });

  it('answers the signed-in user document', async () => {
    const { user, client } = await signedInAs(test, 'admin');
    const response = await client.get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: user.id, email: user.email, role: 'admin' });
  });
});

describe('GET /api/auth/session', () => {
  it('answers 200 with no user for a visitor, and for a session that has ended', async () => {
    const visitor = await test.client().get('/api/auth/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });

    const { client } = await signedInAs(test);
    await client.post('/api/remove-jwt', { email: '' });
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null });
  });

  it("answers the signed-in user's document, the same as /api/auth/me", async () => {
    const { user, client } = await signedInAs(test, 'admin');
    const response = await client.get('/api/auth/session');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: (await client.get('/api/auth/me')).body });
    expect(response.body.user).toMatchObject({ _id: user.id, email: user.email, role: 'admin' });
  });
});

describe('POST /api/create-jwt and /api/remove-jwt', () => {
  it('renews the session of the signed-in user', async () => {
    const { user, client } = await signedInAs(test);
    const response = await client.post('/api/create-jwt', { email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(response.headers.getSetCookie().join(';')).toMatch(/hm_session=.+;/);
    expect((await client.get('/api/auth/me')).body.email).toBe(user.email);
  });

  it('answers 401 for a visitor: it never signs an unproven email', async () => {
    const { user } = await signedInAs(test);
    const visitor = test.client();
    const response = await visitor.post('/api/create-jwt', { email: user.email });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await visitor.get('/api/auth/me')).status).toBe(401);
  });

  it("answers 401 for another user's email and keeps the caller's own session", async () => {
    const { user: victim } = await signedInAs(test, 'admin');
    const { user, client } = await signedInAs(test);
    const response = await client.post('/api/create-jwt', { email: victim.email });
    expect(response.status).toBe(401);
    expect((await client.get('/api/auth/me')).body.email).toBe(user.email);
  });

  it('answers 400 for a bad email', async () => {
    const { client } = await signedInAs(test);
    const response = await client.post('/api/create-jwt', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('email');
  });

  it('remove-jwt ends the session', async () => {
    const { user, client } = await signedInAs(test);
    const response = await client.post('/api/remove-jwt', { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('remove-jwt is fine without a session', async () => {
    const response = await test.client().post('/api/remove-jwt', { email: 'gone@hostel.test' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });
});
