// The meal pass signing keys when the instances share a PostgreSQL database (table
// `meal_pass_keys`; meal-pass/pass-keys.ts decides which store holds them).
import type { Executor } from '../../db/database';

export type PassKeyRow = { keyId: string; secretKey: string; createdAt: number };

export async function storedPassKeys(db: Executor): Promise<PassKeyRow[]> {
  const rows = await db
    .selectFrom('meal_pass_keys')
    .select(['key_id', 'secret_key', 'created_at'])
    .execute();
  return rows.map((row) => ({
    keyId: row.key_id,
    secretKey: row.secret_key,
    createdAt: Number(row.created_at),
  }));
}

/** Adds a key; one already stored under the same id is kept as it is. */
export async function storePassKey(db: Executor, key: PassKeyRow): Promise<void> {
  await db
    .insertInto('meal_pass_keys')
    .values({ key_id: key.keyId, secret_key: key.secretKey, created_at: key.createdAt })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .execute();
}

export async function forgetPassKeys(db: Executor, keyIds: readonly string[]): Promise<void> {
  if (keyIds.length === 0) return;
  await db
    .deleteFrom('meal_pass_keys')
    .where('key_id', 'in', [...keyIds])
    .execute();
}
