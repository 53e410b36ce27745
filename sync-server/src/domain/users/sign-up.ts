// The embedded provider's sign-up rules, checked before anything is written (so a refused
// sign-up leaves no stray image): a photo is required, as an uploaded file or a URL, the name
// and e-mail have no invisible characters and do not read like an admin's (look-alikes.ts), and
// the e-mail must be free. Answers the new account's password hash (scrypt), made in both cases.
import { AUTH_CODES, VALIDATION } from '@hostel/shared-schema';
import { hashPassword } from '../../auth/passwords';
import type { Executor } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { IMAGE_FIELD } from '../../uploads/multipart-image';
import { EMAIL_IN_USE_MESSAGE, isEmailTaken } from './accounts';
import { refuseAdminLookAlikes, refuseInvisible } from './look-alikes';

export type SignUpRequest = {
  name: string;
  email: string;
  password: string;
  photo?: string | undefined;
  hasImageFile: boolean;
};

export async function checkSignUp(db: Executor, request: SignUpRequest): Promise<string> {
  if (!request.hasImageFile && !request.photo) {
    throw badRequest(VALIDATION.imageRequired, IMAGE_FIELD, 'validation_failed');
  }
  // The password is hashed whether or not the address is free, so "already registered" costs
  // the same scrypt work as a new account and its answer time tells nothing.
  refuseInvisible(request);
  const [passwordHash, taken] = await Promise.all([
    hashPassword(request.password),
    isEmailTaken(db, request.email),
  ]);
  if (taken) throw conflict(EMAIL_IN_USE_MESSAGE, AUTH_CODES.emailInUse);
  await refuseAdminLookAlikes(db, request);
  return passwordHash;
}
