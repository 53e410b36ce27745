// The demo data on a real server: enough meals of every type, upcoming meals ready to publish,
// counters equal to their rows, pictures on disk and served, working sign-ins, eight weeks of
// counter servings, and a second seed that adds nothing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIETS, MEAL_TYPES, type MealLabels, type UpcomingMeal } from '@hostel/shared-schema';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import type { Clock } from '../domain/hostel/clock';
import { SYNCED_TABLES } from '../domain/sync/collections';
import { SettableClock } from '../test-support/settable-clock';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { uploadsDir } from '../uploads/image-store';
import { DEMO_LABELS } from './demo-labels';
import { signInLines, workingDemoSignIns } from './demo-sign-ins';
import { DEMO_MEALS } from './demo-meals';
import { DEMO_PEOPLE } from './demo-people';
import { DEMO_UPCOMING_MEALS } from './demo-upcoming-meals';
import {
  addDemoData,
  DEMO_ACCOUNTS,
  isDatabaseEmpty,
  seedDemoData,
  type SeedSummary,
} from './seed';

const WEEK = 7 * 24 * 3_600_000;

async function counts(db: Db) {
  const count = async (
    table: 'meals' | 'upcoming_meals' | 'meal_likes' | 'upcoming_likes' | 'reviews' | 'users',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    meals: await count('meals'),
    upcoming: await count('upcoming_meals'),
    mealLikes: await count('meal_likes'),
    upcomingLikes: await count('upcoming_likes'),
    reviews: await count('reviews'),
  };
}

describe('demo data', () => {
  let test: TestServer;
  let summary: SeedSummary;

  beforeAll(async () => {
    test = await startTestServer();
    expect(await isDatabaseEmpty(test.db)).toBe(true);
    summary = await addDemoData(test.db, test.config);
  });
  afterAll(() => test.close());

  it('adds at least 24 meals, 8 or more of each type, with the demo admin as distributor', async () => {
    const meals = await test.db.selectFrom('meals').selectAll().execute();
    expect(meals.length).toBeGreaterThanOrEqual(24);
    expect(summary).toMatchObject({ menuAdded: true, meals: meals.length, accountsAdded: 14 });
    for (const type of MEAL_TYPES) {
      expect(meals.filter((meal) => meal.meal_type === type).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(meals.map((meal) => meal.meal_title)).size).toBe(meals.length);
    const now = Date.now();
    for (const meal of meals) {
      const ingredients = JSON.parse(meal.ingredients) as string[];
      expect(ingredients.length).toBeGreaterThanOrEqual(3);
      expect(ingredients.length).toBeLessThanOrEqual(8);
      expect(meal.description.length).toBeGreaterThan(20);
      expect(meal.price).toBeGreaterThanOrEqual(40);
      expect(meal.price).toBeLessThanOrEqual(350);
      expect(Number.isInteger(meal.rating) && meal.rating >= 0 && meal.rating <= 5).toBe(true);
      expect(meal.post_time).toBeLessThan(now);
      expect(meal.post_time).toBeGreaterThan(now - 6 * WEEK);
      expect(meal).toMatchObject({ distributor_email: 'admin@hostel.test', deleted: 0 });
    }
  });

  it('labels every demo meal and upcoming meal: a diet, halal or not, its allergens', async () => {
    const docs = [
      ...((await test.client().get('/api/all-meals-home')).body as MealLabels[]),
      ...((await test.client().get('/api/all-upcoming-meals-user')).body as UpcomingMeal[]).map(
        (upcoming) => upcoming.mainMealData,
      ),
    ];
    expect(docs.length).toBe(DEMO_MEALS.length + DEMO_UPCOMING_MEALS.length);
    for (const doc of docs) {
      expect(DIETS).toContain(doc.diet);
      expect(Array.isArray(doc.allergens)).toBe(true);
      expect(typeof doc.halal).toBe('boolean');
    }
    // True to the ingredients: spot checks a reader can verify in demo-meals.ts.
    const bySlug = (slug: string) => DEMO_LABELS[slug];
    expect(bySlug('shorshe-ilish')).toMatchObject({ diet: 'fish', allergens: ['fish', 'mustard'] });
    expect(bySlug('ruti-with-sabji')).toMatchObject({ diet: 'vegan', allergens: ['gluten'] });
    expect(bySlug('chingri-malai-curry')?.allergens).toContain('crustaceans');
    expect(new Set(docs.map((doc) => doc.diet)).size).toBeGreaterThanOrEqual(6);
    for (const meal of [...DEMO_MEALS, ...DEMO_UPCOMING_MEALS])
      expect(bySlug(meal.slug)).toBeDefined();
  });

  it('adds at least 6 upcoming meals, some with 10 or more likes and one a like short', async () => {
    const upcoming = await test.db.selectFrom('upcoming_meals').selectAll().execute();
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    const likes = upcoming.map((meal) => meal.likes);
    expect(likes.filter((n) => n >= 10).length).toBeGreaterThanOrEqual(2);
    expect(likes).toContain(9);
    expect(likes.some((n) => n < 10)).toBe(true);
  });

  it('gives six residents a package and eight weeks of servings: Cook for N has history', async () => {
    const holders = await test.db
      .selectFrom('users')
      .select(['email', 'badge'])
      .where('badge', '!=', 'bronze')
      .where('role', '=', 'general')
      .execute();
    expect(holders.map((holder) => holder.email).sort()).toEqual(
      DEMO_PEOPLE.slice(-6)
        .map((person) => person.email)
        .sort(),
    );
    const servings = await test.db.selectFrom('servings').select(['date', 'duplicate']).execute();
    const days = new Set(servings.map((serving) => serving.date));
    expect(days.size).toBeGreaterThanOrEqual(55);
    expect(servings.some((serving) => Number(serving.duplicate) === 1)).toBe(true);
    const admin = test.client();
    await admin.post('/api/auth/login', { email: 'admin@hostel.test', password: 'Admin#2026' });
    const forecast = await admin.get('/api/kitchen/forecast');
    for (const row of forecast.body.rows) {
      expect(row.expected).toBeGreaterThan(0);
      expect(row.noShowRate).toBeGreaterThan(0);
      expect(row.recentError.days).toBeGreaterThan(0);
    }
    // Breakfast is missed most, as in any hall.
    const [breakfast, lunch] = forecast.body.rows;
    expect(breakfast.noShowRate).toBeGreaterThan(lunch.noShowRate);
  });

  it('keeps every counter equal to its rows', async () => {
    for (const [table, likesTable] of [
      ['meals', 'meal_likes'],
      ['upcoming_meals', 'upcoming_likes'],
    ] as const) {
      const rows = await test.db.selectFrom(table).select(['id', 'likes', 'num_reviews']).execute();
      for (const row of rows) {
        const likes = await test.db
          .selectFrom(likesTable)
          .select(test.db.fn.countAll<number>().as('n'))
          .where('target_id', '=', row.id)
          .where('liked', '=', 1)
          .where('deleted', '=', 0)
          .executeTakeFirstOrThrow();
        const reviews = await test.db
          .selectFrom('reviews')
          .select(test.db.fn.countAll<number>().as('n'))
          .where('meal_id', '=', row.id)
          .where('deleted', '=', 0)
          .executeTakeFirstOrThrow();
        expect([row.likes, row.num_reviews]).toEqual([Number(likes.n), Number(reviews.n)]);
      }
    }
    const { mealLikes, reviews } = await counts(test.db);
    expect(mealLikes).toBeGreaterThan(50);
    expect(reviews).toBeGreaterThan(30);
  });

  it('gives every synced row its own seq from the sequence', async () => {
    const seqs: number[] = [];
    for (const table of SYNCED_TABLES) {
      const rows = await test.db.selectFrom(table).select('seq').execute();
      seqs.push(...rows.map((row) => row.seq));
    }
    const sequence = await test.db
      .selectFrom('sync_sequence')
      .select('value')
      .where('name', '=', 'global')
      .executeTakeFirstOrThrow();
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(Math.min(...seqs)).toBeGreaterThan(0);
    expect(Math.max(...seqs)).toBe(sequence.value);
  });

  it('writes every meal picture and avatar to the uploads folder and serves it', async () => {
    const urls = [
      ...(await test.db.selectFrom('meals').select('meal_image as url').execute()),
      ...(await test.db.selectFrom('upcoming_meals').select('meal_image as url').execute()),
      ...(await test.db.selectFrom('users').select('photo as url').execute()),
      ...(await test.db.selectFrom('reviews').select('image as url').execute()),
    ].map((row) => row.url);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/api\/uploads\/demo-[a-z0-9-]+\.svg$/);
      const file = path.join(uploadsDir(test.config), url.split('/').pop()!);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const meal = await test.db.selectFrom('meals').select('meal_image').executeTakeFirstOrThrow();
    const response = await fetch(new URL(meal.meal_image, test.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('lets the demo accounts sign in with the printed passwords', async () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'admin@hostel.test',
      'resident@hostel.test',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const client = test.client();
      const login = await client.post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status, account.email).toBe(200);
      expect(login.body.role).toBe(account.role === 'admin' ? 'admin' : 'general');
    }
    const resident = await test.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'resident@hostel.test')
      .executeTakeFirstOrThrow();
    expect(resident).toMatchObject({ badge: 'bronze', package: '', role: 'general' });
    expect(JSON.parse(resident.about)).toMatchObject({ area: '', bloodGroup: '', myself: '' });
    const other = await test.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'resident12@hostel.test')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Resident#2026', other.password_hash)).toBe(true);
  });

  it('lets the demo resident give the tenth like and the admin publish', async () => {
    const ninth = await test.db
      .selectFrom('upcoming_meals')
      .select('id')
      .where('likes', '=', 9)
      .executeTakeFirstOrThrow();
    const resident = test.client();
    await resident.post('/api/auth/login', {
      email: 'resident@hostel.test',
      password: 'Resident#2026',
    });
    const like = await resident.put('/api/inc-like-upcoming', {
      email: 'resident@hostel.test',
      id: ninth.id,
    });
    expect(like.status).toBe(200);
    const admin = test.client();
    await admin.post('/api/auth/login', { email: 'admin@hostel.test', password: 'Admin#2026' });
    const publish = await admin.post(`/api/from-upcoming-to-meals/${ninth.id}`);
    expect(publish.status).toBe(200);
  });

  it('adds nothing when run again, and only what is missing after a demo account was removed', async () => {
    const before = await counts(test.db);
    const again = await addDemoData(test.db, test.config);
    expect(again).toMatchObject({ accountsAdded: 0, menuAdded: false, meals: 0, likes: 0 });
    expect(await counts(test.db)).toEqual(before);

    await test.db.deleteFrom('users').where('email', '=', 'resident7@hostel.test').execute();
    rmSync(uploadsDir(test.config), { recursive: true });
    const healed = await addDemoData(test.db, test.config);
    expect(healed).toMatchObject({ accountsAdded: 1, menuAdded: false });
    expect(await counts(test.db)).toEqual(before);
    expect(healed.imagesWritten).toBeGreaterThanOrEqual(DEMO_PEOPLE.length);
    expect(existsSync(path.join(uploadsDir(test.config), 'demo-avatar-admin.svg'))).toBe(true);
  });

  it('prints only the demo sign-ins that still work: not one whose password was changed', async () => {
    expect((await workingDemoSignIns(test.db)).map((account) => account.email)).toEqual([
      'admin@hostel.test',
      'resident@hostel.test',
    ]);
    const resident = test.client();
    await resident.post('/api/auth/login', {
      email: 'resident@hostel.test',
      password: 'Resident#2026',
    });
    const change = await resident.post('/api/auth/change-password', {
      currentPassword: 'Resident#2026',
      newPassword: 'Changed#2027',
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const lines = signInLines(await workingDemoSignIns(test.db));
    expect(lines).toEqual([expect.stringMatching(/admin@hostel\.test {2}password: Admin#2026$/)]);
  });
});

describe("demo data on the server's clock", () => {
  it('places the accounts and the eight weeks of dining around the server\'s "now", not the machine\'s', async () => {
    const clock = new SettableClock(Date.parse('2031-02-28T09:00:00Z'));
    const test = await startTestServer({}, { clock, beforeReady: seedDemoData });
    try {
      const users = await test.db.selectFrom('users').select('created_at').execute();
      expect(new Set(users.map((user) => Number(user.created_at)))).toEqual(
        new Set([clock.now() - 60 * 24 * 3_600_000]),
      );
      const dates = (await test.db.selectFrom('servings').select('date').execute())
        .map((serving) => serving.date)
        .sort();
      expect(dates.at(-1)! <= '2031-02-28').toBe(true);
      expect(dates.at(-1)! >= '2031-02-21').toBe(true);
      expect(dates[0] >= '2030-12-20').toBe(true);
    } finally {
      await test.close();
    }
  });
});

describe('first start', () => {
  it('seeds an empty database once: a restart on the same data directory adds nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-seed-'));
    const seedIfEmpty = async (db: Db, config: TestServer['config'], clock: Clock) => {
      if (await isDatabaseEmpty(db)) await seedDemoData(db, config, clock);
    };
    try {
      const first = await startTestServer({ DATA_DIR: dataDir }, { beforeReady: seedIfEmpty });
      const seeded = await counts(first.db);
      const home = await first.client().get('/api/all-meals-home');
      await first.close();
      expect(seeded.meals).toBeGreaterThanOrEqual(24);
      expect(home.status).toBe(200);

      const second = await startTestServer({ DATA_DIR: dataDir }, { beforeReady: seedIfEmpty });
      expect(await counts(second.db)).toEqual(seeded);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
