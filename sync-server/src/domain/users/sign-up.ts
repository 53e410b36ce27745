// The embedded provider's sign-up rules, checked before anything is written (so a refused
// sign-up leaves no stray image): a photo is required, as an uploaded file or a URL, and the
// e-mail must be free. Answers the new account's password hash (scrypt).
import { AUTH_CODES, VALIDATION } from '@hostel/shared-schema';
import { hashPassword } from '../../auth/passwords';
import type { Executor } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { IMAGE_FIELD } from '../../uploads/multipart-image';
import { EMAIL_IN_USE_MESSAGE, isEmailTaken } from './accounts';

export type SignUpRequest = {
  email: string;
  password: string;
  photo?: string | undefined;
  hasImageFile: boolean;
};

export async function checkSignUp(db: Executor, request: SignUpRequest): Promise<string> {
  if (!request.hasImageFile && !request.photo) {
    throw badRequest(VALIDATION.imageRequired, IMAGE_FIELD, 'validation_failed');
  }
  if (await isEmailTaken(db, request.email)) {
    throw conflict(EMAIL_IN_USE_MESSAGE, AUTH_CODES.emailInUse);
  }
  return hashPassword(request.password);
}
