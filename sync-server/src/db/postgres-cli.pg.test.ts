// `npm run migrate` and `npm run seed` on PostgreSQL: the CLIs, as processes of their
// own, take an empty database to the latest schema and fill it with the demo data, and a second
// run of each changes nothing. Then a server on that database answers with the seeded meals.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres';
import { testDatabase } from '../test-support/postgres-databases';
import { startTestServer } from '../test-support/test-server';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

let database: { url: string; drop: () => Promise<void> };
const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-pg-cli-'));

async function npmRun(script: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url },
  });
  return stdout;
}

beforeAll(async () => {
  database = await testDatabase(undefined, { empty: true });
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run migrate and npm run seed on PostgreSQL', () => {
  it('migrate creates every table; seed adds the demo data once', async () => {
    expect(await npmRun('migrate')).toMatch(/Database migrated: PostgreSQL at 127\.0\.0\.1:\d+/);
    const db = openPostgres(database.url, 1);
    try {
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(['users', 'meals', 'reviews', 'sync_sequence', 'skips']),
      );
      expect(await db.selectFrom('meals').select('id').execute()).toEqual([]);

      expect(await npmRun('seed')).toMatch(/Added \d+ meals, \d+ upcoming meals/);
      const meals = await db.selectFrom('meals').select(['id', 'likes', 'num_reviews']).execute();
      expect(meals.length).toBeGreaterThan(0);
      // Counters came back as numbers and equal their rows.
      for (const meal of meals) {
        const reviews = await db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('meal_id', '=', meal.id)
          .where('deleted', '=', 0)
          .executeTakeFirstOrThrow();
        expect(meal.num_reviews).toBe(reviews.n);
      }

      expect(await npmRun('seed')).toMatch(/already in this database/);
      expect(await db.selectFrom('meals').select('id').execute()).toHaveLength(meals.length);
    } finally {
      await db.destroy();
    }

    const server = await startTestServer({ DATABASE_URL: database.url });
    try {
      const response = await server.client().get('/api/sync/meals/pull', { batchSize: 1000 });
      expect(response.status).toBe(200);
      expect(response.body.documents.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 120_000);
});
