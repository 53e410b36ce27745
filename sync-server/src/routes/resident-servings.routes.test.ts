// GET /api/admin/servings: an admin reads one resident's latest servings, newest first, as the
// counters recorded them through the real replication push: the counter, the later duplicate
// (kept, not counted) and a skipped slot served anyway (its rebate withdrawn). Only admins; bad
// input answers a 400 naming the field, an unknown resident a 404. On a server whose clock the
// suite sets, so nothing depends on the day it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  servingId,
  SYNC_REFUSALS_IN_BODY,
  SYNC_REFUSALS_IN_BODY_HEADER,
  type MealType,
} from '@hostel/shared-schema';
import { signedInAs, type TestUser } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { giveCover } from '../test-support/covers';
import { SettableClock } from '../test-support/settable-clock';
import { startTestServer, type TestServer } from '../test-support/test-server';

const MONDAY = '2026-11-23';
/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);
const day = (offset: number) => addDaysToDate(MONDAY, offset);

describe('GET /api/admin/servings', () => {
  const clock = new SettableClock(at(MONDAY, '12:00'));
  let test: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    test = await startTestServer({}, { clock });
    admin = (await signedInAs(test, 'admin')).client;
  });
  afterAll(() => test.close());

  const push = async (
    who: TestUser,
    date: string,
    slot: MealType,
    counterId: string,
    t: number,
  ) => {
    const doc = {
      _id: servingId(date, slot, who.id, counterId),
      counterId,
      residentId: who.id,
      date,
      slot,
      scannedAt: t,
      clockOffset: 0,
      duplicate: false,
      _deleted: false,
    };
    const { body } = await admin.request<{ refusedIds: string[] }>(
      'POST',
      '/api/sync/servings/push',
      {
        body: [{ newDocumentState: doc }],
        headers: { [SYNC_REFUSALS_IN_BODY_HEADER]: SYNC_REFUSALS_IN_BODY },
      },
    );
    expect(body.refusedIds).toEqual([]);
  };

  it('lists the newest first with the counter, the duplicate and the withdrawn rebate', async () => {
    clock.set(at(day(0), '12:00'));
    const { client, user } = await signedInAs(test, 'general', { badge: 'x-gold' });
    await giveCover(test, user, 'x-gold', { starts: day(-3) });
    expect((await client.put(`/api/skips/${day(1)}/dinner`, { skipped: true })).status).toBe(200);

    clock.set(at(day(0), '13:30'));
    await push(user, day(0), 'lunch', 'door', at(day(0), '13:05'));
    await push(user, day(0), 'lunch', 'side', at(day(0), '13:09'));
    clock.set(at(day(1), '20:30'));
    await push(user, day(1), 'dinner', 'door', at(day(1), '20:02'));

    const { status, body, headers } = await admin.get('/api/admin/servings', {
      email: user.email.toUpperCase(),
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      email: user.email,
      name: user.name,
      servings: [
        {
          date: day(1),
          slot: 'dinner',
          counterId: 'door',
          servedAt: at(day(1), '20:02'),
          duplicate: false,
          rebateWithdrawn: true,
        },
        {
          date: day(0),
          slot: 'lunch',
          counterId: 'side',
          servedAt: at(day(0), '13:09'),
          duplicate: true,
          rebateWithdrawn: false,
        },
        {
          date: day(0),
          slot: 'lunch',
          counterId: 'door',
          servedAt: at(day(0), '13:05'),
          duplicate: false,
          rebateWithdrawn: false,
        },
      ],
    });
    const latest = await admin.get('/api/admin/servings', { email: user.email, limit: 1 });
    expect(latest.body.servings).toHaveLength(1);
    expect(latest.body.servings[0]).toMatchObject({ date: day(1), slot: 'dinner' });
  });

  it('answers an empty list for a resident never served', async () => {
    const { user } = await signedInAs(test, 'general');
    const { status, body } = await admin.get('/api/admin/servings', { email: user.email });
    expect(status).toBe(200);
    expect(body).toEqual({ email: user.email, name: user.name, servings: [] });
  });

  it('is for admins only', async () => {
    const { client, user } = await signedInAs(test, 'general');
    expect((await client.get('/api/admin/servings', { email: user.email })).status).toBe(403);
    expect((await test.client().get('/api/admin/servings', { email: user.email })).status).toBe(
      401,
    );
  });

  it.each([
    ['no e-mail', '', 'email'],
    ['an e-mail that is not one', 'email=not-an-email', 'email'],
    ['an e-mail given twice', 'email=a%40hostel.test&email=b%40hostel.test', 'email'],
    ['a limit that is no number', 'email=a%40hostel.test&limit=many', 'limit'],
    ['a limit of zero', 'email=a%40hostel.test&limit=0', 'limit'],
    ['a limit over the most', 'email=a%40hostel.test&limit=101', 'limit'],
    ['a fractional limit', 'email=a%40hostel.test&limit=2.5', 'limit'],
  ])('refuses %s with a 400 naming the field', async (_label, query, field) => {
    const { status, body } = await admin.get(`/api/admin/servings?${query}`);
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
  });

  it('answers 404 for an unknown resident', async () => {
    const { status, body } = await admin.get('/api/admin/servings', {
      email: 'nobody-here@hostel.test',
    });
    expect(status).toBe(404);
    expect(body.error.code).toBeTruthy();
  });
});
