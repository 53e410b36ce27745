// Sign-up against abuse, on a real server: an address or name with invisible characters, or one
// that reads like an admin's (UTS #39 confusable skeleton), is refused with a 400 naming the
// field; real international names stay welcome; "already registered" costs the same password
// hashing as a new account; and the sign-ups-per-address limit holds when a client rotates
// X-Forwarded-For (only a trusted proxy's last hop names the client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CODES } from '@hostel/shared-schema';
import { createUser, signedInClient } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
  await createUser(test, { role: 'admin', email: 'admin@hostel.test', name: 'Hostel Admin' });
});
afterAll(() => test.close());

let counter = 0;
const fresh = () => `resident${(counter += 1)}@hostel.test`;
const signUp = (body: { name?: string; email?: string }, server = test, headers = {}) =>
  server.client().request<any>('POST', '/api/auth/register', {
    body: {
      name: 'Resident',
      email: fresh(),
      password: 'Secret#2026',
      photo: 'https://images.example/a.png',
      ...body,
    },
    headers,
  });

describe('look-alike sign-ups', () => {
  it.each([
    ['a zero-width space', { email: 'admin\u200b@hostel.test' }, 'email'],
    ['a right-to-left override', { email: 'nimda\u202e@hostel.test' }, 'email'],
    ['a Cyrillic а', { email: '\u0430dmin@hostel.test' }, 'email'],
    ['the admin’s name', { name: 'Hostel Admin' }, 'name'],
    ['the admin’s name in capitals', { name: 'HOSTEL ADMIN' }, 'name'],
    ['the admin’s name with Cyrillic letters', { name: 'Ноstel Аdmin' }, 'name'],
    ['the admin’s name with "rn" for "m"', { name: 'Hostel Adrnin' }, 'name'],
    ['a zero-width joiner in a Latin name', { name: 'Hostel\u200dAdmin' }, 'name'],
    ['a bidi isolate in a name', { name: 'Rakib \u2066Hasan\u2069' }, 'name'],
    ['a word joiner in a name', { name: 'Ra\u2060kib' }, 'name'],
  ])('refuses %s, naming the field', async (_what, body, field) => {
    const answer = await signUp(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
    expect(answer.body.error.message).toMatch(field === 'email' ? /e-mail/ : /name/);
  });

  it('welcomes real international names and ordinary addresses', async () => {
    for (const name of ['মো. রাকিব হাসান', 'র‍্যাব হোসেন', 'Zoë Ångström', 'José Núñez', 'محمد']) {
      const answer = await signUp({ name });
      expect(answer.status, name).toBe(201);
      expect(answer.body.name).toBe(name);
    }
    expect((await signUp({ email: 'admin.helper.2@hostel.test' })).status).toBe(201);
  });

  it("refuses a change of name to the admin's", async () => {
    const resident = await createUser(test, { name: 'Plain Resident' });
    const client = await signedInClient(test, resident);
    const path = `/api/all-users/${encodeURIComponent(resident.email)}`;
    const answer = await client.put(path, { email: resident.email, name: 'Hostel Аdmin' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('name');
    const row = await test.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', resident.email)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Plain Resident');
  });
});

describe('already registered', () => {
  it('answers as slowly as a new sign-up: the password is hashed either way', async () => {
    const taken = fresh();
    expect((await signUp({ email: taken })).status).toBe(201);
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await signUp({ email });
      return { status: answer.status, ms: performance.now() - started };
    };
    const [existing, created]: number[][] = [[], []];
    for (let round = 0; round < 5; round += 1) {
      const again = await timed(taken);
      expect(again.status).toBe(409);
      existing.push(again.ms);
      const made = await timed(fresh());
      expect(made.status).toBe(201);
      created.push(made.ms);
    }
    // Both pay one scrypt hash (tens of ms); without it "already registered" took a tenth.
    expect(median(existing)).toBeGreaterThan(median(created) * 0.5);
  });

  it("keeps the spec's answer for a taken address", async () => {
    const taken = fresh();
    await signUp({ email: taken });
    const again = await signUp({ email: taken });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(AUTH_CODES.emailInUse);
  });
});

describe('the sign-ups-per-address limit', () => {
  it('holds when a client that is no trusted proxy rotates X-Forwarded-For', async () => {
    // The trusted proxy is elsewhere: this client (loopback) is known by its own address.
    const server = await startTestServer({
      TRUST_PROXY: '192.0.2.10',
      REGISTRATIONS_PER_HOUR: '3',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const forwarded = { 'x-forwarded-for': `198.51.100.${i + 1}` };
        statuses.push((await signUp({}, server, forwarded)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it("counts a trusted proxy's client by the hop it wrote, not the client's own entries", async () => {
    const server = await startTestServer({ TRUST_PROXY: 'true', REGISTRATIONS_PER_HOUR: '2' });
    try {
      const via = (spoofed: string, client: string) => ({
        'x-forwarded-for': `${spoofed}, ${client}`,
      });
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await signUp({}, server, via(`203.0.113.${i}`, '10.1.1.1'))).status);
      expect(statuses).toEqual([201, 201, 429]);
      // Another client behind the same proxy has its own allowance.
      expect((await signUp({}, server, via('203.0.113.9', '10.1.1.2'))).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});
