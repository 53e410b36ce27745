// Password reset against a real server and a real SMTP server (smtp-server, in this test): the
// e-mailed link is followed to a new password, works once, expires by the server's clock, is
// stored only as a hash, and ends the account's other sessions; the request answers the same
// for an unknown address and is rate limited. Without mail, an admin issues a link for a
// resident (never an admin), and the resident sees it in their log. Bad input is a 400 naming
// the field.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_TEXTS,
  RESET_LINK_LIFETIME_MINUTES,
  RESET_PAGE_PATH,
} from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { SettableClock } from '../test-support/settable-clock';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../test-support/smtp-capture';
import { startTestServer, type TestServer } from '../test-support/test-server';

const PUBLIC_URL = 'https://meals.hostel.example';
const OLD_PASSWORD = 'Old#pass1';
const NEW_PASSWORD = 'New#pass2';
const MINUTE = 60_000;
let counter = 0;

/** An embedded account registered through the real route; its registering session ended. */
async function account(
  test: TestServer,
): Promise<{ email: string; login: () => Promise<ApiClient> }> {
  const email = `reset${++counter}-${Date.now()}@hostel.test`;
  const registrar = test.client();
  const answer = await registrar.post('/api/auth/register', {
    name: 'Reset Tester',
    email,
    password: OLD_PASSWORD,
    photo: 'https://images.example/a.png',
  });
  expect(answer.status).toBe(201);
  await registrar.post('/api/remove-jwt', {});
  const login = async () => {
    const client = test.client();
    expect((await client.post('/api/auth/login', { email, password: OLD_PASSWORD })).status).toBe(
      200,
    );
    return client;
  };
  return { email, login };
}

/** The token of a link (it rides in the fragment of the reset page). */
const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

describe('reset by e-mail (SMTP_URL set)', () => {
  let smtp: SmtpCapture;
  let test: TestServer;
  const clock = new SettableClock(Date.parse('2026-03-10T08:00:00Z'));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    test = await startTestServer(
      { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Kitchen <kitchen@hostel.example>' },
      { clock },
    );
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  async function requestLink(email: string): Promise<URL> {
    const answer = await test.client().post('/api/auth/password-reset/request', { email });
    expect(answer).toMatchObject({ status: 202, body: { accepted: true } });
    return linkIn(await smtp.messageTo(email), `${PUBLIC_URL}${RESET_PAGE_PATH}`);
  }

  it('mails a one-time link; following it sets the password and ends every other session', async () => {
    const { email, login } = await account(test);
    const phone = await login();
    const laptop = await login();

    const link = await requestLink(email);
    const mail = smtp.messages.find((message) => message.to.includes(email))!;
    expect(mail.from).toBe('kitchen@hostel.example');
    expect(mail.text).toContain('works once, for 30 minutes');
    const token = tokenOf(link);

    const browser = test.client();
    const check = await browser.post('/api/auth/password-reset/check', { token });
    expect(check).toMatchObject({
      status: 200,
      body: { email, expiresAt: clock.now() + RESET_LINK_LIFETIME_MINUTES.email * MINUTE },
    });
    const done = await browser.post('/api/auth/password-reset/complete', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(done).toMatchObject({ status: 200, body: { email } });
    // This browser is signed in; the account's other devices are signed out.
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);

    const signIn = (password: string) =>
      test
        .client()
        .post('/api/auth/login', { email, password })
        .then((a) => a.status);
    expect(await signIn(OLD_PASSWORD)).toBe(401);
    expect(await signIn(NEW_PASSWORD)).toBe(200);

    // Used once: the same link again is refused, naming the field.
    const again = await test
      .client()
      .post('/api/auth/password-reset/complete', { token, newPassword: 'Other#pass3' });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { field: 'token', message: PASSWORD_RESET_TEXTS.linkDead } },
    });
  });

  it('stores only the hash of the token', async () => {
    const { email } = await account(test);
    const token = tokenOf(await requestLink(email));
    const rows = await test.db.selectFrom('password_resets').select('token_hash').execute();
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('base64url'));
    expect(hashes).not.toContain(token);
  });

  it('expires by the server clock', async () => {
    const { email } = await account(test);
    const token = tokenOf(await requestLink(email));
    clock.set(clock.now() + RESET_LINK_LIFETIME_MINUTES.email * MINUTE + 1);
    const check = await test.client().post('/api/auth/password-reset/check', { token });
    expect(check).toMatchObject({ status: 400, body: { error: { field: 'token' } } });
    const complete = await test
      .client()
      .post('/api/auth/password-reset/complete', { token, newPassword: NEW_PASSWORD });
    expect(complete.status).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const unknown = `nobody${Date.now()}@hostel.test`;
    const { email } = await account(test);
    const answers = await Promise.all(
      [unknown, email].map((address) =>
        test.client().post('/api/auth/password-reset/request', { email: address }),
      ),
    );
    expect(answers[0]!.status).toBe(answers[1]!.status);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    await smtp.messageTo(email);
    expect(smtp.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it.each([
    ['request', { email: 'not-an-email' }, 'email'],
    ['request', {}, 'email'],
    ['check', { token: 'short' }, 'token'],
    ['check', { token: 7 }, 'token'],
    ['complete', { token: 'a'.repeat(43), newPassword: 'abc' }, 'newPassword'],
    ['complete', { newPassword: NEW_PASSWORD }, 'token'],
  ])('%s with %j is a 400 naming %s', async (step, body, field) => {
    const answer = await test.client().post(`/api/auth/password-reset/${step}`, body);
    expect(answer).toMatchObject({ status: 400, body: { error: { field } } });
  });

  it('has no admin-issued links while mail is configured', async () => {
    const { client } = await signedInAs(test, 'admin');
    const answer = await client.post('/api/admin/password-reset-links', { email: 'a@hostel.test' });
    expect(answer.status).toBe(404);
  });
});

describe('the reset request is rate limited', () => {
  let smtp: SmtpCapture;
  let test: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    test = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, PASSWORD_RESETS_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('per e-mail address, whether it has an account or not', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const answer = await test
        .client()
        .post('/api/auth/password-reset/request', { email: 'nobody@hostel.test' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('reset links issued by an admin (no mail configured)', () => {
  let test: TestServer;
  const clock = new SettableClock(Date.parse('2026-03-10T08:00:00Z'));
  beforeAll(async () => {
    test = await startTestServer({}, { clock });
  });
  afterAll(() => test.close());

  it("issues a one-time link for a resident, shown in the resident's log", async () => {
    const { email, login } = await account(test);
    const resident = await login();
    const { client: admin, user: adminUser } = await signedInAs(test, 'admin', {
      name: 'Kitchen Admin',
    });
    expect((await resident.get('/api/auth/password-reset-links')).body).toEqual([]);

    const issued = await admin.post('/api/admin/password-reset-links', { email });
    const expiresAt = clock.now() + RESET_LINK_LIFETIME_MINUTES.admin * MINUTE;
    expect(issued).toMatchObject({ status: 201, body: { expiresAt } });
    expect(issued.body.path).toMatch(new RegExp(`^${RESET_PAGE_PATH}#token=[\\w-]{43}$`));
    const log = await resident.get('/api/auth/password-reset-links');
    expect(log.body).toEqual([
      { issuedAt: clock.now(), issuedBy: adminUser.name, expiresAt, usedAt: null },
    ]);

    clock.set(clock.now() + 5 * MINUTE);
    const token = tokenOf(new URL(issued.body.path, PUBLIC_URL));
    const browser = test.client();
    const done = await browser.post('/api/auth/password-reset/complete', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect((await resident.get('/api/auth/me')).status).toBe(401);
    expect((await browser.get('/api/auth/password-reset-links')).body).toEqual([
      expect.objectContaining({ usedAt: clock.now(), issuedBy: adminUser.name }),
    ]);
  });

  it('never for an admin, nor for an unknown address, nor by a resident', async () => {
    const { client: admin } = await signedInAs(test, 'admin');
    const { user: otherAdmin } = await signedInAs(test, 'admin');
    const { client: resident, user } = await signedInAs(test, 'general');
    const forAdmin = await admin.post('/api/admin/password-reset-links', {
      email: otherAdmin.email,
    });
    expect(forAdmin).toMatchObject({
      status: 403,
      body: { error: { field: 'email', message: PASSWORD_RESET_TEXTS.residentsOnly } },
    });
    const unknown = await admin.post('/api/admin/password-reset-links', {
      email: 'nobody@hostel.test',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { field: 'email' } } });
    const bad = await admin.post('/api/admin/password-reset-links', { email: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'email' } } });
    const byResident = await resident.post('/api/admin/password-reset-links', {
      email: user.email,
    });
    expect(byResident.status).toBe(403);
    expect(
      (await test.db.selectFrom('password_resets').select('user_id').execute()).map(
        (row) => row.user_id,
      ),
    ).not.toContain(otherAdmin.id);
  });

  it('has no e-mail request without mail', async () => {
    const answer = await test
      .client()
      .post('/api/auth/password-reset/request', { email: 'a@hostel.test' });
    expect(answer.status).toBe(404);
  });
});
