// The counter's verdict on passes signed with a real Ed25519 key and codes from real RFC 6238
// secrets: a good pass by QR and by typed code, then each refusal (tampered, expired, other day,
// other hostel's key, not covered, replaced, unknown), at instants spread over many years so
// no verdict depends on the day the suite runs.
import { randomBytes } from '@noble/curves/utils.js';
import { describe, expect, it } from 'vitest';
import type { CounterDayList, CounterResident } from '../api/meal-pass';
import { passCode, passTag } from './pass-code';
import { formatTypedCode, parsePassQrText, passQrText, passToken } from './pass-format';
import { newPassKeyPair, signDayPass, toBase32, type PassKeyPair } from './pass-signature';
import { verifyPass } from './verify-pass';

/** A day's secret as the server derives one: 20 random bytes, base32. */
const newSecret = () => toBase32(randomBytes(20));

const INSTANTS = [
  Date.parse('2026-11-24T07:30:00Z'),
  Date.parse('2028-02-29T12:00:15Z'),
  Date.parse('2041-12-31T23:59:50Z'),
];

function world(at: number) {
  const date = new Date(at).toISOString().slice(0, 10);
  const key = newPassKeyPair();
  const resident = (id: string, skipped: CounterResident['skipped'] = []): CounterResident => ({
    id,
    name: `Resident ${id}`,
    photo: '/api/uploads/a.png',
    diet: null,
    halalOnly: false,
    avoid: ['peanuts'],
    skipped,
    generation: 0,
    secrets: [{ keyId: key.keyId, secret: newSecret() }],
  });
  const amina = resident('6650aa00000000000000aa01', ['lunch']);
  const bashir = resident('6650aa00000000000000aa02');
  const list: CounterDayList = {
    date,
    timeZone: 'UTC',
    serverTime: at,
    keys: [{ keyId: key.keyId, publicKey: key.publicKey }],
    slots: [],
    residents: [amina, bashir],
  };
  /** The QR text a resident's phone shows at `when`. */
  const qr = (
    who: CounterResident,
    when = at,
    pass: { key?: PassKeyPair; date?: string; generation?: number } = {},
  ) => {
    const signed = signDayPass(pass.key ?? key, {
      residentId: who.id,
      date: pass.date ?? date,
      generation: pass.generation ?? 0,
    });
    return passQrText(passToken(signed), passCode(who.secrets[0].secret, when));
  };
  const typed = (who: CounterResident, when = at) =>
    formatTypedCode(passTag(who.secrets[0].secret), passCode(who.secrets[0].secret, when));
  return { key, list, amina, bashir, qr, typed, date };
}

describe.each(INSTANTS)('at %i', (at) => {
  it('accepts a good pass by QR code and by typed code, with the skip flag of the slot', () => {
    const { list, amina, bashir, qr, typed } = world(at);
    expect(verifyPass(qr(amina), list, { at, slot: 'lunch' })).toMatchObject({
      ok: true,
      via: 'qr',
      skipped: true,
      resident: { id: amina.id },
    });
    expect(verifyPass(typed(bashir), list, { at, slot: 'lunch' })).toMatchObject({
      ok: true,
      via: 'typed',
      skipped: false,
      resident: { id: bashir.id },
    });
    // The phone's clock a step behind or ahead of the counter's still works.
    expect(verifyPass(qr(amina, at - 30_000), list, { at }).ok).toBe(true);
    expect(verifyPass(qr(amina, at + 30_000), list, { at }).ok).toBe(true);
  });

  it('refuses a photo of a pass about a minute later: expired', () => {
    const { list, amina, qr, typed } = world(at);
    const photo = qr(amina, at);
    const typedPhoto = typed(amina, at);
    expect(verifyPass(photo, list, { at: at + 90_000 })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(verifyPass(typedPhoto, list, { at: at + 90_000 })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a tampered pass: another resident, day or generation under the same signature', () => {
    const { list, amina, bashir, qr } = world(at);
    const { pass, code } = parsePassQrText(qr(amina))!;
    const forged = (changes: Partial<typeof pass>) =>
      passQrText(passToken({ ...pass, ...changes }), code);
    expect(verifyPass(forged({ residentId: bashir.id }), list, { at }).ok).toBe(false);
    expect(verifyPass(forged({ residentId: bashir.id }), list, { at })).toMatchObject({
      reason: 'tampered',
    });
    expect(verifyPass(forged({ generation: 1 }), list, { at })).toMatchObject({
      reason: 'tampered',
    });
    const flipped = pass.signature.startsWith('A') ? 'B' : 'A';
    expect(
      verifyPass(forged({ signature: flipped + pass.signature.slice(1) }), list, { at }),
    ).toMatchObject({ reason: 'tampered' });
  });

  it('refuses a pass signed with another hostel key, claimed or not', () => {
    const { list, amina, qr } = world(at);
    const otherHostel = newPassKeyPair();
    expect(verifyPass(qr(amina, at, { key: otherHostel }), list, { at })).toMatchObject({
      ok: false,
      reason: 'other-hostel',
    });
    // Another key passed off as this hostel's: the signature does not hold.
    const impostor = { ...otherHostel, keyId: list.keys[0].keyId };
    expect(verifyPass(qr(amina, at, { key: impostor }), list, { at })).toMatchObject({
      reason: 'tampered',
    });
  });

  it("refuses another day's pass, even with the current code", () => {
    const { list, amina, qr, date } = world(at);
    const tomorrow = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(verifyPass(qr(amina, at, { date: tomorrow }), list, { at })).toMatchObject({
      ok: false,
      reason: 'wrong-day',
    });
  });

  it('refuses a resident the day is not covered for, and a replaced pass', () => {
    const { list, amina, bashir, qr } = world(at);
    const withoutBashir = { ...list, residents: [amina] };
    expect(verifyPass(qr(bashir), withoutBashir, { at })).toMatchObject({
      ok: false,
      reason: 'not-covered',
    });
    const replaced = { ...list, residents: [{ ...amina, generation: 1 }, bashir] };
    expect(verifyPass(qr(amina), replaced, { at })).toMatchObject({
      ok: false,
      reason: 'replaced',
    });
  });

  it('answers unknown for text that is no pass and for a typed code nobody holds', () => {
    const { list, amina, typed } = world(at);
    for (const text of ['', 'hello', 'HM1.a.b.c.d.e.f', '12345', 'https://example.com/']) {
      expect(verifyPass(text, list, { at })).toEqual({ ok: false, reason: 'unknown' });
    }
    const code = typed(amina).replace(' ', '');
    // The right tag with a wrong code, and a tag with nobody behind it.
    const wrongCode =
      code.slice(0, 3) + String((Number(code.slice(3)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(verifyPass(wrongCode, list, { at }).ok).toBe(false);
    const emptyList = { ...list, residents: [] };
    expect(verifyPass(code, emptyList, { at })).toEqual({ ok: false, reason: 'unknown' });
  });
});

it('a QR code shows no secret: the text holds the signed pass and a 6-digit code only', () => {
  const at = INSTANTS[0];
  const { amina, qr } = world(at);
  const text = qr(amina);
  expect(text).not.toContain(amina.secrets[0].secret);
  expect(text.length).toBeLessThan(200);
  expect(parsePassQrText(text)?.code).toMatch(/^\d{6}$/);
});
