// The meal pass on a real server, checked the way a counter checks it (the shared verifyPass on
// the day list the server gives): a resident's phone gets passes for the covered coming days
// only, and says why there is none; the counter's list names only that day's covered residents
// and nobody's e-mail; the phone's QR code and typed code are accepted; a password change and
// "Sign out everywhere" replace every pass already issued; another hostel's pass is refused;
// keys are kept across restarts, given by the environment, and rotated without refusing the
// passes phones already hold. From several dates, so nothing depends on the day it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, type CounterDayList, type MealPasses } from '@hostel/shared-schema';
import {
  formatTypedCode,
  newPassKeyPair,
  passCode,
  passQrText,
  PASS_DAYS_AHEAD,
  verifyPass,
} from '@hostel/shared-schema/meal-pass';
import { hashPassword } from '../../auth/passwords';
import { rotatePassKeys } from '../../meal-pass/pass-keys';
import { signedInAs, signedInClient, type TestUser } from '../../test-support/accounts';
import type { ApiClient } from '../../test-support/api-client';
import { giveCover } from '../../test-support/covers';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const DATES = ['2026-11-24', '2028-02-27', '2041-12-30'];
/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);

/** What the phone shows at `when` for its pass of `date`. */
function phone(passes: MealPasses, date: string, when: number) {
  const pass = passes.passes.find((candidate) => candidate.date === date)!;
  const code = passCode(pass.secret, when);
  return { qr: passQrText(pass.token, code), typed: formatTypedCode(pass.tag, code) };
}

describe.each(DATES)('on %s', (today) => {
  const clock = new SettableClock(at(today, '13:05'));
  let test: TestServer;
  let counter: ApiClient;
  beforeAll(async () => {
    test = await startTestServer({}, { clock });
    counter = (await signedInAs(test, 'admin')).client;
  });
  afterAll(() => test.close());

  const covered = async (days: { starts?: string; ends?: string } = {}) => {
    const signedIn = await signedInAs(test, 'general', { badge: 'x-silver' });
    await giveCover(test, signedIn.user, 'x-silver', days);
    return signedIn;
  };
  const passesOf = async (client: ApiClient) =>
    (await client.get('/api/meal-pass')).body as MealPasses;
  const dayList = async (date?: string) =>
    (await counter.get('/api/counter/day', date ? { date } : {})).body as CounterDayList;

  it('gives passes for the covered coming days only, and says why there is none', async () => {
    clock.set(at(today, '13:05'));
    const { client } = await covered({
      starts: addDaysToDate(today, -10),
      ends: addDaysToDate(today, 2),
    });
    const passes = await passesOf(client);
    expect(passes.today).toBe(today);
    expect(passes.serverTime).toBe(clock.now());
    expect(passes.passes.map((pass) => pass.date)).toEqual(
      [0, 1, 2].map((n) => addDaysToDate(today, n)),
    );
    expect(passes.reason).toBeNull();

    const later = await covered({ starts: addDaysToDate(today, 3) });
    const coming = await passesOf(later.client);
    expect(coming.passes[0].date).toBe(addDaysToDate(today, 3));
    expect(coming.passes.at(-1)!.date).toBe(addDaysToDate(today, PASS_DAYS_AHEAD));

    const { client: bronze } = await signedInAs(test, 'general', { badge: 'bronze' });
    expect(await passesOf(bronze)).toMatchObject({
      passes: [],
      reason: expect.stringMatching(/package/),
    });
    const ended = await covered({
      starts: addDaysToDate(today, -40),
      ends: addDaysToDate(today, -1),
    });
    expect(await passesOf(ended.client)).toMatchObject({
      passes: [],
      reason: expect.stringMatching(/Renew package/),
    });
    expect((await test.client().get('/api/meal-pass')).status).toBe(401);
  });

  it("accepts the phone's QR code and typed code at a counter holding the day's list", async () => {
    clock.set(at(today, '13:05'));
    const { client, user } = await covered({ starts: addDaysToDate(today, -1) });
    const passes = await passesOf(client);
    const list = await dayList();
    expect(list.date).toBe(today);
    const entry = list.residents.find((resident) => resident.id === user.id);
    expect(entry).toMatchObject({ name: user.name, photo: user.photo, skipped: [], generation: 0 });
    // Offline, a little later: the phone shows its code, the counter checks it by itself.
    const now = clock.now() + 40_000;
    const shown = phone(passes, today, now);
    expect(verifyPass(shown.qr, list, { at: now, slot: 'lunch' })).toMatchObject({
      ok: true,
      resident: { id: user.id },
    });
    expect(verifyPass(shown.typed, list, { at: now, slot: 'lunch' })).toMatchObject({ ok: true });
    // A photo of it two minutes on is refused; tomorrow's pass is not today's.
    expect(verifyPass(shown.qr, list, { at: now + 120_000 })).toMatchObject({ reason: 'expired' });
    const tomorrow = phone(passes, addDaysToDate(today, 1), now);
    expect(verifyPass(tomorrow.qr, list, { at: now })).toMatchObject({ reason: 'wrong-day' });
  });

  it("lists only the day's covered residents, with no e-mail, for today or tomorrow", async () => {
    clock.set(at(today, '13:05'));
    const { user: inside } = await covered({ starts: today });
    const { user: starting } = await covered({ starts: addDaysToDate(today, 1) });
    const { client: outsider, user: bronze } = await signedInAs(test, 'general');
    const list = await dayList();
    const ids = list.residents.map((resident) => resident.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(starting.id);
    expect(ids).not.toContain(bronze.id);
    expect(JSON.stringify(list)).not.toContain('@');
    expect((await dayList(addDaysToDate(today, 1))).residents.map((r) => r.id)).toContain(
      starting.id,
    );
    const later = await counter.get('/api/counter/day', { date: addDaysToDate(today, 2) });
    expect(later).toMatchObject({ status: 400, body: { error: { field: 'date' } } });
    const yesterday = await counter.get('/api/counter/day', { date: addDaysToDate(today, -1) });
    expect(yesterday.status).toBe(400);
    expect((await outsider.get('/api/counter/day')).status).toBe(403);
    // A resident the day is not covered for is refused, even with a genuine pass of another day.
    const starter = await passesOf(await signedInClient(test, starting));
    const shown = phone(starter, addDaysToDate(today, 1), clock.now());
    expect(verifyPass(shown.qr, list, { at: clock.now() })).toMatchObject({ reason: 'wrong-day' });
  });

  it('replaces every pass on "Sign out everywhere" and on a password change', async () => {
    clock.set(at(today, '13:05'));
    const { client, user } = await covered({ starts: today });
    const refusedAfter = async (change: () => Promise<{ status: number }>) => {
      const old = await passesOf(client);
      expect((await change()).status).toBe(200);
      const list = await dayList();
      const shown = phone(old, today, clock.now());
      expect(verifyPass(shown.qr, list, { at: clock.now() })).toMatchObject({ reason: 'replaced' });
      expect(verifyPass(shown.typed, list, { at: clock.now() }).ok).toBe(false);
      const fresh = phone(await passesOf(client), today, clock.now());
      expect(verifyPass(fresh.qr, list, { at: clock.now() })).toMatchObject({ ok: true });
    };
    await refusedAfter(() => client.post('/api/auth/sign-out-everywhere', {}));
    await test.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Before#2026') })
      .where('id', '=', user.id)
      .execute();
    await refusedAfter(() =>
      client.post('/api/auth/change-password', {
        currentPassword: 'Before#2026',
        newPassword: 'After#2026',
      }),
    );
  });

  it("refuses another hostel's pass", async () => {
    clock.set(at(today, '13:05'));
    const other = await startTestServer({}, { clock });
    try {
      const signedIn = await signedInAs(other, 'general', { badge: 'x-silver' });
      await giveCover(other, signedIn.user, 'x-silver', { starts: today });
      const theirs = phone(await passesOf(signedIn.client), today, clock.now());
      const list = await dayList();
      expect(verifyPass(theirs.qr, list, { at: clock.now() })).toMatchObject({
        reason: 'other-hostel',
      });
    } finally {
      await other.close();
    }
  });
});

describe('the signing keys', () => {
  it('are kept across restarts and rotated without refusing the passes phones hold', async () => {
    const today = DATES[0];
    const clock = new SettableClock(at(today, '08:00'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-pass-keys-'));
    const start = () => startTestServer({ DATA_DIR: dataDir }, { clock });
    try {
      let test = await start();
      const { user } = await signedInAs(test, 'general', { badge: 'x-gold' });
      await giveCover(test, user, 'x-gold', { starts: today });
      const held = await passesOf(test, user);
      const firstKey = (await listOf(test)).keys;
      await test.close();

      test = await start();
      expect((await listOf(test)).keys).toEqual(firstKey);
      clock.set(at(today, '09:00'));
      await rotatePassKeys(test.config, test.db, clock.now());
      await test.close();

      test = await start();
      const list = await listOf(test);
      expect(list.keys).toHaveLength(2);
      expect(list.keys[1]).toEqual(firstKey[0]);
      const fresh = await passesOf(test, user);
      expect(fresh.passes[0].token.startsWith(list.keys[0].keyId)).toBe(true);
      for (const passes of [held, fresh]) {
        const shown = phone(passes, today, clock.now());
        expect(verifyPass(shown.qr, list, { at: clock.now() })).toMatchObject({ ok: true });
      }
      await test.close();

      // Once the passes it signed have all expired, the replaced key is no longer trusted.
      clock.set(at(addDaysToDate(today, PASS_DAYS_AHEAD + 3), '08:00'));
      test = await start();
      expect((await listOf(test)).keys).toHaveLength(1);
      await test.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('come from PASS_SIGNING_KEYS when it is set, newest first', async () => {
    const [newest, older] = [newPassKeyPair(), newPassKeyPair()];
    const test = await startTestServer({
      PASS_SIGNING_KEYS: `${newest.secretKey},${older.secretKey}`,
    });
    try {
      expect((await listOf(test)).keys).toEqual([
        { keyId: newest.keyId, publicKey: newest.publicKey },
        { keyId: older.keyId, publicKey: older.publicKey },
      ]);
      await expect(rotatePassKeys(test.config, test.db, Date.now())).rejects.toThrow(
        /PASS_SIGNING_KEYS/,
      );
    } finally {
      await test.close();
    }
  });

  async function listOf(test: TestServer): Promise<CounterDayList> {
    const { client } = await signedInAs(test, 'admin');
    return (await client.get('/api/counter/day')).body as CounterDayList;
  }
  async function passesOf(test: TestServer, user: TestUser): Promise<MealPasses> {
    return (await (await signedInClient(test, user)).get('/api/meal-pass')).body as MealPasses;
  }
});
