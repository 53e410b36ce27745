// The benchmark data set: a DATA_DIR with 10,000 meals, 100,000 reviews and 1,000 residents with
// likes and requests (plus the demo admin and some upcoming meals), written through the server's
// own database layer (openDatabase + migrations) in one transaction of multi-row inserts.
// Deterministic (seeded random numbers, derived ids), counters equal their rows, every synced row
// has its own seq. A manifest (bench-dataset.json) in the folder tells benchmarks what is inside.
//
// As a script: `npx tsx bench/dataset/make-dataset.ts <dir> [meals] [reviews] [residents]`.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { badgeForPackage, EMPTY_ABOUT, type PackageName } from '@hostel/shared-schema';
import { hashPassword } from '../../sync-server/src/auth/passwords';
import { openDatabase, type Db } from '../../sync-server/src/db/database';
import { migrateToLatest } from '../../sync-server/src/db/migrate';
import {
  avatarImageName,
  mealImageName,
  uploadUrl,
  writeDemoImages,
} from '../../sync-server/src/seed/demo-images';
import { DEMO_MEALS } from '../../sync-server/src/seed/demo-meals';
import {
  DEMO_ADMIN,
  DEMO_PEOPLE,
  RESIDENT_PASSWORD as DEMO_RESIDENT_PASSWORD,
  REVIEW_TEXTS,
} from '../../sync-server/src/seed/demo-people';
import { DEMO_UPCOMING_MEALS } from '../../sync-server/src/seed/demo-upcoming-meals';
import { planDataset, type DatasetPlan } from './plan-dataset';

export type DatasetSize = { meals: number; reviews: number; residents: number };
export const FULL_SIZE: DatasetSize = { meals: 10_000, reviews: 100_000, residents: 1_000 };

export const MANIFEST_FILE = 'bench-dataset.json';
/** Every bench resident signs in with the demo residents' password. */
export const RESIDENT_PASSWORD = DEMO_RESIDENT_PASSWORD;

/** What a benchmark needs to know about a generated folder. */
export type DatasetManifest = {
  size: DatasetSize;
  counts: Record<string, number>;
  /** Every resident's e-mail (password RESIDENT_PASSWORD); the first ones hold a package. */
  residents: string[];
  admin: { email: string; password: string };
  /** Meal ids spread over the whole table, for /api/meal/{id} and /api/meal-wise-reviews. */
  sampleMealIds: string[];
  /** A search that matches every meal's title, and one that matches about a tenth. */
  searchAll: string;
  searchSome: string;
  /** Where a meals/reviews pull halfway through the table resumes. */
  midCheckpoints: Record<'meals' | 'reviews', { id: string; seq: number }>;
  lastSeq: number;
};

const CHUNK = 400; // rows per INSERT (SQLite allows 32,766 bound values)

async function insertChunked<T extends Record<string, unknown>>(
  db: Db,
  table: string,
  rows: T[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table as 'meals')
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}

/** Writes the data set into `dataDir` (which must not hold a database yet). */
export async function makeDataset(
  dataDir: string,
  size: DatasetSize = FULL_SIZE,
): Promise<DatasetManifest> {
  if (existsSync(path.join(dataDir, 'hostel.db'))) {
    throw new Error(`${dataDir} already holds a database: pick an empty folder`);
  }
  writeDemoImages(dataDir, [...DEMO_MEALS, ...DEMO_UPCOMING_MEALS], DEMO_PEOPLE);
  const plan = planDataset(size, {
    mealImages: DEMO_MEALS.map((meal) => uploadUrl(mealImageName(meal))),
    upcomingImages: DEMO_UPCOMING_MEALS.map((meal) => uploadUrl(mealImageName(meal))),
    avatars: DEMO_PEOPLE.map((person) => uploadUrl(avatarImageName(person))),
    reviewTexts: REVIEW_TEXTS,
    admin: DEMO_ADMIN,
  });
  // One scrypt hash per role: hashing 1,000 passwords would take longer than the rest.
  const [residentHash, adminHash] = await Promise.all([
    hashPassword(RESIDENT_PASSWORD),
    hashPassword(DEMO_ADMIN.password),
  ]);

  const db = openDatabase(dataDir);
  try {
    await migrateToLatest(db);
    await db.transaction().execute(async (trx) => {
      const tx = trx as unknown as Db;
      await insertChunked(tx, 'users', [
        userRow(DEMO_ADMIN.email, DEMO_ADMIN.name, adminHash, 'admin', '', plan.adminAvatar),
        ...plan.residents.map((resident) =>
          userRow(
            resident.email,
            resident.name,
            residentHash,
            'general',
            resident.package,
            resident.photo,
          ),
        ),
      ]);
      await insertChunked(tx, 'meals', plan.meals);
      await insertChunked(tx, 'upcoming_meals', plan.upcomingMeals);
      await insertChunked(tx, 'meal_likes', plan.mealLikes);
      await insertChunked(tx, 'upcoming_likes', plan.upcomingLikes);
      await insertChunked(tx, 'reviews', plan.reviews);
      await insertChunked(tx, 'requested_meals', plan.requests);
      await sql`UPDATE sync_sequence SET value = ${plan.lastSeq} WHERE name = 'global'`.execute(tx);
    });
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
  const manifest = manifestOf(size, plan);
  writeFileSync(path.join(dataDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return manifest;
}

function userRow(
  email: string,
  name: string,
  passwordHash: string,
  role: string,
  pack: PackageName | '',
  photo: string,
) {
  return {
    id: `u${email.replace(/[^a-z0-9]/g, '').slice(0, 40)}`,
    name,
    email,
    password_hash: passwordHash,
    role,
    badge: pack ? badgeForPackage(pack) : 'bronze',
    package: pack,
    about: JSON.stringify(EMPTY_ABOUT),
    photo,
    created_at: Date.UTC(2026, 0, 1),
  };
}

function manifestOf(size: DatasetSize, plan: DatasetPlan): DatasetManifest {
  const bySeq = <T extends { id: string; seq: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.seq - b.seq || (a.id < b.id ? -1 : 1));
  const middle = <T extends { id: string; seq: number }>(rows: T[]) => {
    const row = bySeq(rows)[Math.floor(rows.length / 2)]!;
    return { id: row.id, seq: row.seq };
  };
  const step = Math.max(1, Math.floor(plan.meals.length / 100));
  return {
    size,
    counts: {
      users: plan.residents.length + 1,
      meals: plan.meals.length,
      upcomingMeals: plan.upcomingMeals.length,
      mealLikes: plan.mealLikes.length,
      upcomingLikes: plan.upcomingLikes.length,
      reviews: plan.reviews.length,
      requestedMeals: plan.requests.length,
    },
    residents: plan.residents.map((resident) => resident.email),
    admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    sampleMealIds: plan.meals.filter((_, index) => index % step === 0).map((meal) => meal.id),
    searchAll: 'meal',
    searchSome: plan.searchSome,
    midCheckpoints: { meals: middle(plan.meals), reviews: middle(plan.reviews) },
    lastSeq: plan.lastSeq,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, meals, reviews, residents] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: make-dataset.ts <dir> [meals] [reviews] [residents]');
    process.exit(2);
  }
  const size = {
    meals: Number(meals ?? FULL_SIZE.meals),
    reviews: Number(reviews ?? FULL_SIZE.reviews),
    residents: Number(residents ?? FULL_SIZE.residents),
  };
  const started = performance.now();
  makeDataset(path.resolve(dir), size).then(
    (manifest) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Data set in ${dir} (${seconds} s): ${JSON.stringify(manifest.counts)}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
