// What a counter decides about a scanned or typed pass, with no network: pure, the same in the
// browser and on the server. A QR code is checked in this order: it reads as a pass (else
// 'unknown'); its key is one of this hostel's (else 'other-hostel'); the signature holds (else
// 'tampered'); it is for the day the counter serves (else 'wrong-day'); the resident is covered
// that day (else 'not-covered'); the pass is of the resident's generation in force (else
// 'replaced'); the code is the current one (else 'expired'). A typed code carries no signature:
// its tag finds the residents it may be, and the code must be one's current code ('expired' when
// it was one's earlier code, 'unknown' otherwise). "Already served" is the counter's own record,
// checked after this.
import type { CounterDayList, CounterResident } from '../api/meal-pass';
import type { MealType } from '../constants';
import { checkPassCode, passTag } from './pass-code';
import { parsePassQrText, parseTypedCode } from './pass-format';
import { dayPassSignedBy } from './pass-signature';

export const PASS_REFUSALS = [
  'unknown',
  'other-hostel',
  'tampered',
  'wrong-day',
  'not-covered',
  'replaced',
  'expired',
] as const;
export type PassRefusal = (typeof PASS_REFUSALS)[number];

/** What the counter shows in red for each refusal. */
export const PASS_REFUSAL_TEXTS: Record<PassRefusal, string> = {
  unknown: 'Unknown code',
  'other-hostel': "Not this hostel's pass",
  tampered: 'This pass has been altered',
  'wrong-day': 'Pass for another day',
  'not-covered': 'No package for today',
  replaced: 'This pass was replaced: open the app again',
  expired: 'Expired code: show the pass again',
};

export type PassVerdict =
  | {
      ok: true;
      resident: CounterResident;
      via: 'qr' | 'typed';
      /** The resident skipped this slot: serving cancels its rebate. */
      skipped: boolean;
    }
  | { ok: false; reason: PassRefusal; resident?: CounterResident };

export type VerifyOptions = {
  /** The counter's clock corrected by its offset to the server's (ms since the epoch). */
  at: number;
  /** The slot being served (for the skip flag). */
  slot?: MealType;
};

export function verifyPass(
  input: string,
  list: CounterDayList,
  options: VerifyOptions,
): PassVerdict {
  const typed = parseTypedCode(input);
  if (typed) return verifyTyped(typed, list, options);
  const scanned = parsePassQrText(input);
  if (!scanned) return { ok: false, reason: 'unknown' };
  const { pass, code } = scanned;
  const key = list.keys.find((candidate) => candidate.keyId === pass.keyId);
  if (!key) return { ok: false, reason: 'other-hostel' };
  if (!dayPassSignedBy(pass, key)) return { ok: false, reason: 'tampered' };
  if (pass.date !== list.date) return { ok: false, reason: 'wrong-day' };
  const resident = list.residents.find((candidate) => candidate.id === pass.residentId);
  if (!resident) return { ok: false, reason: 'not-covered' };
  const secret = resident.secrets.find((candidate) => candidate.keyId === pass.keyId)?.secret;
  if (pass.generation !== resident.generation || !secret) {
    return { ok: false, reason: 'replaced', resident };
  }
  if (checkPassCode(secret, code, options.at) !== 'current') {
    return { ok: false, reason: 'expired', resident };
  }
  return accepted(resident, 'qr', options);
}

function verifyTyped(
  typed: { tag: string; code: string },
  list: CounterDayList,
  options: VerifyOptions,
): PassVerdict {
  const current: CounterResident[] = [];
  let expired: CounterResident | undefined;
  for (const resident of list.residents) {
    for (const { secret } of resident.secrets) {
      if (passTag(secret) !== typed.tag) continue;
      const outcome = checkPassCode(secret, typed.code, options.at);
      if (outcome === 'current') current.push(resident);
      if (outcome === 'expired') expired ??= resident;
    }
  }
  // Two residents sharing a tag and a current code is a one-in-millions chance: scan instead.
  if (current.length === 1) return accepted(current[0], 'typed', options);
  if (current.length === 0 && expired) return { ok: false, reason: 'expired', resident: expired };
  return { ok: false, reason: 'unknown' };
}

function accepted(
  resident: CounterResident,
  via: 'qr' | 'typed',
  { slot }: VerifyOptions,
): PassVerdict {
  return {
    ok: true,
    resident,
    via,
    skipped: slot !== undefined && resident.skipped.includes(slot),
  };
}
