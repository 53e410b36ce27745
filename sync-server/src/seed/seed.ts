// Demo data: the demo admin and residents, 27 meals, 8 upcoming meals, likes and reviews, and
// their pictures. Safe to run again: missing demo accounts are added, the menu (meals, upcoming
// meals, their likes and reviews) is added only when no demo meal was ever stored, and the
// pictures are redrawn. Counters equal their rows; every synced row takes a seq.
import { EMPTY_ABOUT, likeId } from '@hostel/shared-schema';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db, Trx } from '../db/database';
import { newId } from '../db/ids';
import { nextSeq } from '../db/sequence';
import { writeTransaction } from '../db/write-transaction';
import { insertMealRow, type MealTable } from '../domain/meals/meal-repository';
import { planMeals, planUpcomingMeals, type PlannedMeal } from './demo-activity';
import {
  avatarImageName,
  DEMO_IMAGE_PREFIX,
  mealImageName,
  uploadUrl,
  writeDemoImages,
} from './demo-images';
import { demoLabels } from './demo-labels';
import { DEMO_MEALS, type DemoMeal } from './demo-meals';
import { insertDemoMenu } from './demo-menu';
import {
  DEMO_ADMIN,
  DEMO_PEOPLE,
  DEMO_RESIDENT,
  DEMO_RESIDENTS,
  type DemoPerson,
} from './demo-people';
import { DEMO_UPCOMING_MEALS } from './demo-upcoming-meals';
import { uploadsDir } from '../uploads/image-store';

/** Shown by the start banner and `npm run seed`. */
export const DEMO_ACCOUNTS: { role: string; email: string; password: string }[] = [
  { role: 'admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  { role: 'resident', email: DEMO_RESIDENT.email, password: DEMO_RESIDENT.password },
];

export type SeedSummary = {
  accountsAdded: number;
  /** False when demo meals were already stored (then no meal, like or review is added). */
  menuAdded: boolean;
  meals: number;
  upcomingMeals: number;
  likes: number;
  reviews: number;
  imagesWritten: number;
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('meals')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Adds the demo data (see the header); the start hook's signature, so it answers nothing. */
export async function seedDemoData(db: Db, config: Config): Promise<void> {
  await addDemoData(db, config);
}

/** Adds the demo data and says what it added (for `npm run seed`). */
export async function addDemoData(db: Db, config: Config): Promise<SeedSummary> {
  const imagesWritten = writeDemoImages(
    uploadsDir(config),
    [...DEMO_MEALS, ...DEMO_UPCOMING_MEALS],
    DEMO_PEOPLE,
  );
  const missing = await missingPeople(db);
  // scrypt is slow on purpose: hash outside the transaction so it holds the write lock briefly.
  const hashes = await Promise.all(missing.map((person) => hashPassword(person.password)));
  return writeTransaction(db, async (trx) => {
    const summary: SeedSummary = {
      accountsAdded: 0,
      menuAdded: false,
      meals: 0,
      upcomingMeals: 0,
      likes: 0,
      reviews: 0,
      imagesWritten,
    };
    // Checked again inside the transaction: another seed may have run meanwhile.
    const stillMissing = new Set((await missingPeople(trx)).map((person) => person.email));
    for (const [index, person] of missing.entries()) {
      if (!stillMissing.has(person.email)) continue;
      await insertPerson(trx, person, hashes[index]);
      summary.accountsAdded += 1;
    }
    if (await hasDemoMenu(trx)) return summary;
    const now = Date.now();
    const residents = [DEMO_RESIDENT, ...DEMO_RESIDENTS];
    const mealPlans = planMeals(DEMO_MEALS, residents, now);
    for (const [index, meal] of DEMO_MEALS.entries()) {
      await insertMeal(trx, 'meals', meal, mealPlans[index], summary);
    }
    // The demo resident likes no upcoming meal, so "Want It ?" can be shown from the start.
    const upcomingPlans = planUpcomingMeals(DEMO_UPCOMING_MEALS, DEMO_RESIDENTS, now);
    for (const [index, meal] of DEMO_UPCOMING_MEALS.entries()) {
      await insertMeal(trx, 'upcoming_meals', meal, upcomingPlans[index], summary);
    }
    await insertDemoMenu(trx, now);
    summary.menuAdded = true;
    return summary;
  });
}

async function missingPeople(db: Db | Trx): Promise<DemoPerson[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_PEOPLE.map((person) => person.email),
    )
    .execute();
  const present = new Set(rows.map((row) => row.email));
  return DEMO_PEOPLE.filter((person) => !present.has(person.email));
}

async function insertPerson(trx: Trx, person: DemoPerson, passwordHash: string): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: newId(),
      name: person.name,
      email: person.email,
      password_hash: passwordHash,
      role: person.role,
      badge: 'bronze',
      package: '',
      about: JSON.stringify(EMPTY_ABOUT),
      photo: uploadUrl(avatarImageName(person)),
      created_at: Date.now() - 60 * 24 * 3_600_000,
    })
    .execute();
}

/** Any meal or upcoming meal (deleted ones included) with a demo picture means "menu seeded". */
async function hasDemoMenu(trx: Trx): Promise<boolean> {
  for (const table of ['meals', 'upcoming_meals'] as const) {
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('meal_image', 'like', `${DEMO_IMAGE_PREFIX}%`)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

async function insertMeal(
  trx: Trx,
  table: MealTable,
  meal: DemoMeal,
  plan: PlannedMeal,
  summary: SeedSummary,
): Promise<void> {
  const id = newId();
  await insertMealRow(trx, table, id, {
    mealTitle: meal.title,
    mealType: meal.type,
    price: meal.price,
    mealImage: uploadUrl(mealImageName(meal)),
    ingredients: meal.ingredients,
    description: meal.description,
    rating: meal.rating,
    postTime: plan.postTime,
    likes: plan.likes.length,
    numReviews: plan.reviews.length,
    distributorName: DEMO_ADMIN.name,
    distributorEmail: DEMO_ADMIN.email,
    ...demoLabels(meal.slug),
  });
  const target = table === 'meals' ? 'meal' : 'upcoming';
  for (const like of plan.likes) {
    await trx
      .insertInto(table === 'meals' ? 'meal_likes' : 'upcoming_likes')
      .values({
        id: likeId(target, id, like.email),
        target_id: id,
        user_email: like.email,
        liked: 1,
        updated_at: like.at,
        seq: await nextSeq(trx),
      })
      .execute();
  }
  for (const review of plan.reviews) {
    await trx
      .insertInto('reviews')
      .values({
        id: newId(),
        meal_id: id,
        user_email: review.person.email,
        name: review.person.name,
        image: uploadUrl(avatarImageName(review.person)),
        rating: review.rating,
        review: review.text,
        post_time: review.at,
        seq: await nextSeq(trx),
      })
      .execute();
  }
  summary[table === 'meals' ? 'meals' : 'upcomingMeals'] += 1;
  summary.likes += plan.likes.length;
  summary.reviews += plan.reviews.length;
}
