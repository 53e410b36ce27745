// The explicit way to an admin: create an embedded account with the admin role, or promote an
// existing account. Nothing here depends on who registers first (ADMIN_EMAILS did, and whoever
// signed up first with a listed address became admin).
import { emailSchema, nameSchema, passwordSchema } from '@hostel/shared-schema';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { writeTransaction } from '../db/write-transaction';
import { systemClock } from '../domain/hostel/clock';
import { createAccount, findAccount } from '../domain/users/accounts';
import { makeAdmin } from '../domain/users/users';

export type AdminRequest = { email: string; name?: string; password?: string };
export type AdminOutcome = { email: string; created: boolean; passwordIgnored: boolean };

export class AdminInputError extends Error {}

const requestSchema = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  password: passwordSchema.optional(),
});

export async function createOrPromoteAdmin(db: Db, request: AdminRequest): Promise<AdminOutcome> {
  const parsed = requestSchema.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AdminInputError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const { email, name, password } = parsed.data;
  if (await findAccount(db, 'email', email)) {
    await makeAdmin(db, email);
    return { email, created: false, passwordIgnored: password !== undefined };
  }
  if (!password) {
    throw new AdminInputError(
      `No account has the e-mail ${email}: give a password (ADMIN_PASSWORD) to create one`,
    );
  }
  const passwordHash = await hashPassword(password);
  await writeTransaction(db, async (trx) => {
    await createAccount(trx, {
      name: name ?? email.split('@')[0]!,
      email,
      passwordHash,
      photo: '',
      createdAt: systemClock.now(),
    });
    await makeAdmin(trx, email);
  });
  return { email, created: true, passwordIgnored: false };
}
