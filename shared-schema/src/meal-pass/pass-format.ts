// The meal pass as text (docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md).
// A day pass is what the server signs: which key signed it, whose pass it is (the resident's id,
// never the e-mail), for which day, and the pass generation it belongs to. The QR code shows the
// signed pass and the current one-time code; the typed code is the resident's three-digit tag and
// the one-time code. The whole QR text is under 200 characters, so the code stays small enough to
// scan from a phone held at arm's length.
import { asciiToBytes } from '@noble/curves/utils.js';

/** Marks a scanned text as a meal pass, version 1. */
export const PASS_PREFIX = 'HM1';
/** Seconds one one-time code lasts (RFC 6238's time step). */
export const PASS_PERIOD_SECONDS = 30;
/** Digits of a one-time code. */
export const PASS_CODE_DIGITS = 6;
/** Digits of a resident's tag in the typed code. */
export const PASS_TAG_DIGITS = 3;
/**
 * Steps either side of the counter's own that a code may be from: a phone's clock a little off
 * still works, and a photo of a code is useless one to one and a half minutes after it was shown.
 */
export const PASS_CODE_WINDOW = 1;
/** How far back (in steps) a code is still recognised, to say "expired" rather than "unknown". */
export const PASS_EXPIRED_LOOKBACK = 120;
/** The phone keeps the passes of today and this many days after it. */
export const PASS_DAYS_AHEAD = 6;

/** What the server signs. `residentId` is the user's id; `generation` starts at 0. */
export type DayPass = { keyId: string; residentId: string; date: string; generation: number };
/** A day pass and its Ed25519 signature (base32). */
export type SignedDayPass = DayPass & { signature: string };

const KEY_ID = /^[A-Z2-7]{10}$/;
const RESIDENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const GENERATION = /^(0|[1-9]\d{0,8})$/;
const SIGNATURE = /^[A-Z2-7]{103}$/;
const CODE = new RegExp(`^\\d{${PASS_CODE_DIGITS}}$`);

/** The exact bytes the server signs for a day pass (ASCII; the resident id as stored). */
export function dayPassMessage(pass: DayPass): Uint8Array {
  return asciiToBytes(
    `hostel-meal-pass:v1|${pass.keyId}|${pass.residentId}|${pass.date}|${pass.generation}`,
  );
}

/**
 * The signed pass as the phone keeps it and the QR code carries it:
 * `KEYID.RESIDENTID.DATE.GENERATION.SIGNATURE`.
 */
export function passToken(pass: SignedDayPass): string {
  return [pass.keyId, pass.residentId, pass.date, pass.generation, pass.signature].join('.');
}

/** Reads a pass token back; undefined for anything that is not one. */
export function parsePassToken(token: string): SignedDayPass | undefined {
  const parts = token.split('.');
  if (parts.length !== 5) return undefined;
  const [keyId, residentId, date, generation, signature] = parts;
  if (!KEY_ID.test(keyId) || !RESIDENT_ID.test(residentId) || !DATE.test(date)) return undefined;
  if (!GENERATION.test(generation) || !SIGNATURE.test(signature)) return undefined;
  return { keyId, residentId, date, generation: Number(generation), signature };
}

/** The QR code's text: prefix, the signed pass and the current one-time code. */
export function passQrText(token: string, code: string): string {
  return `${PASS_PREFIX}.${token}.${code}`;
}

/** Reads a scanned QR text: the signed pass and its one-time code, or undefined. */
export function parsePassQrText(text: string): { pass: SignedDayPass; code: string } | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== 7 || parts[0] !== PASS_PREFIX) return undefined;
  const code = parts[6];
  if (!CODE.test(code)) return undefined;
  const pass = parsePassToken(parts.slice(1, 6).join('.'));
  return pass && { pass, code };
}

/** "482 093517" (tag, space, code), as the phone shows it. */
export function formatTypedCode(tag: string, code: string): string {
  return `${tag} ${code}`;
}

/** A typed code as a person enters it (spaces and dashes ignored), or undefined. */
export function parseTypedCode(text: string): { tag: string; code: string } | undefined {
  const digits = text.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${PASS_TAG_DIGITS + PASS_CODE_DIGITS}}$`).test(digits)) return undefined;
  return { tag: digits.slice(0, PASS_TAG_DIGITS), code: digits.slice(PASS_TAG_DIGITS) };
}
