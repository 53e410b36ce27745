// Demo data: meals, upcoming meals, reviews, a demo admin and a demo resident. (To be written.)
import type { Config } from '../config';
import type { Db } from '../db/database';

export const DEMO_ACCOUNTS = [] as { role: string; email: string; password: string }[];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('meals')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seedDemoData(_db: Db, _config: Config): Promise<void> {}
