// The read marks arrive on a database that already holds conversations: their history counts
// as read on both sides (no wall of old "unread" messages), a conversation without messages
// starts at 0, and a message sent afterwards is unread for the other side. On SQLite here, on
// PostgreSQL in the node-pg project.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openConfiguredDatabase, type Db } from '../../db/database';
import { discoverMigrations, migrateToLatest, MIGRATIONS_DIR } from '../../db/migrate';
import type { SessionUser } from '../../http/context';
import { createUser } from '../../test-support/accounts';
import { testDatabase, testsUsePostgres } from '../../test-support/postgres-databases';
import { unreadCount } from './read-marks';

const MIGRATION = '2026-11-29-01-chat-read-marks';
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<Db> {
  if (testsUsePostgres()) {
    const database = await testDatabase(undefined, { empty: true });
    const db = openConfiguredDatabase({ dataDir: '', databaseUrl: database.url });
    cleanups.push(database.drop, () => db.destroy());
    return db;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'chat-read-marks-'));
  const db = openConfiguredDatabase({ dataDir: dir });
  cleanups.push(
    async () => rmSync(dir, { recursive: true, force: true }),
    () => db.destroy(),
  );
  return db;
}

describe('the chat read marks migration', () => {
  it('counts the history already there as read on both sides', async () => {
    const db = await emptyDatabase();
    const before = async () => {
      const all = await discoverMigrations(MIGRATIONS_DIR);
      delete all[MIGRATION];
      return all;
    };
    const older = new Migrator({ db, provider: { getMigrations: before } });
    expect((await older.migrateToLatest()).error).toBeUndefined();
    const talker = await createUser({ db });
    const quiet = await createUser({ db });
    const conversation = (id: string, user: typeof talker) => ({
      id,
      user_id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      created_at: 1_000,
    });
    // Written as the table was before the marks (the migration adds their columns).
    await db
      .insertInto('conversations')
      .values([conversation('c-talk', talker), conversation('c-quiet', quiet)])
      .execute();
    const message = (id: string, sender: string, at: number) => ({
      id,
      conversation_id: 'c-talk',
      sender,
      receiver: sender === 'admin' ? talker.email : 'admin',
      text: id,
      created_at: at,
    });
    await db
      .insertInto('messages')
      .values([message('m1', talker.email, 2_000), message('m2', 'admin', 3_000)])
      .execute();

    await migrateToLatest(db);

    const marks = await db
      .selectFrom('conversations')
      .select(['id', 'customer_read_at', 'admin_read_at'])
      .orderBy('id')
      .execute();
    expect(marks.map((row) => ({ ...row }))).toEqual([
      { id: 'c-quiet', customer_read_at: 0, admin_read_at: 0 },
      { id: 'c-talk', customer_read_at: 3_000, admin_read_at: 3_000 },
    ]);
    const asCustomer: SessionUser = { ...talker, role: 'general', badge: 'bronze' };
    const asAdmin: SessionUser = { ...asCustomer, id: 'admin-1', role: 'admin' };
    expect(await unreadCount(db, asCustomer)).toBe(0);
    expect(await unreadCount(db, asAdmin)).toBe(0);

    await db
      .insertInto('messages')
      .values(message('m3', 'admin', 4_000))
      .execute();
    expect(await unreadCount(db, asCustomer)).toBe(1);
    expect(await unreadCount(db, asAdmin)).toBe(0);
  });
});
