// Replacing a resident's passes (docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md):
// the pass generation goes up, so every pass issued before (on any phone, in any photo) is
// refused as "replaced" by a counter once it has the day's list, and the phone fetches new ones.
// A password change or reset and "Sign out everywhere" replace them: each says that someone else
// may have had the account.
import type { Executor } from '../../db/database';

export async function replaceMealPasses(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ pass_generation: eb('pass_generation', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
