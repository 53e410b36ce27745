// Demo data: the demo admin and residents, 27 meals, 8 upcoming meals, likes and reviews, and
// their pictures. Safe to run again: missing demo accounts are added, the menu (meals, upcoming
// meals, their likes and reviews) is added only when no demo meal was ever stored, and the
// pictures are redrawn. Counters equal their rows; every synced row takes a seq. With the menu
// come eight weeks of dining: packages, skips and counter servings (demo-dining.ts).
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db, Executor, Trx } from '../db/database';
import { newId } from '../db/ids';
import { writeTransaction } from '../db/write-transaction';
import { systemClock, type Clock } from '../domain/hostel/clock';
import { insertLikeRow } from '../domain/likes/like-rows';
import { hasMealImageStartingWith, hasNoMeals } from '../domain/meals/meal-presence';
import { insertMealRow, type MealTable } from '../domain/meals/meal-repository';
import { insertReviewRow } from '../domain/reviews/review-rows';
import { insertDemoAccount, registeredEmails } from '../domain/users/accounts';
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
import { insertDemoDining } from './demo-dining';
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

/** No meal was ever stored: a new database (the start-up seed runs only then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return hasNoMeals(db);
}

/** Adds the demo data (see the header); the start hook's signature, so it answers nothing. */
export async function seedDemoData(db: Db, config: Config, clock: Clock): Promise<void> {
  await addDemoData(db, config, clock);
}

/**
 * Adds the demo data and says what it added (for `npm run seed`). The demo's dates (accounts,
 * likes and reviews, the menu, eight weeks of dining) are placed around the server's "now".
 */
export async function addDemoData(
  db: Db,
  config: Config,
  clock: Clock = systemClock,
): Promise<SeedSummary> {
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
      await insertPerson(trx, person, hashes[index], clock.now());
      summary.accountsAdded += 1;
    }
    if (await hasDemoMenu(trx)) return summary;
    const now = clock.now();
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
    await insertDemoDining(trx, now);
    summary.menuAdded = true;
    return summary;
  });
}

async function missingPeople(db: Executor): Promise<DemoPerson[]> {
  const present = await registeredEmails(
    db,
    DEMO_PEOPLE.map((person) => person.email),
  );
  return DEMO_PEOPLE.filter((person) => !present.has(person.email));
}

async function insertPerson(
  trx: Trx,
  person: DemoPerson,
  passwordHash: string,
  now: number,
): Promise<void> {
  await insertDemoAccount(trx, {
    name: person.name,
    email: person.email,
    passwordHash,
    role: person.role,
    photo: uploadUrl(avatarImageName(person)),
    createdAt: now - 60 * 24 * 3_600_000,
  });
}

/** Any meal or upcoming meal (deleted ones included) with a demo picture means "menu seeded". */
async function hasDemoMenu(trx: Trx): Promise<boolean> {
  for (const table of ['meals', 'upcoming_meals'] as const) {
    if (await hasMealImageStartingWith(trx, table, DEMO_IMAGE_PREFIX)) return true;
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
    await insertLikeRow(trx, { target, targetId: id, email: like.email, at: like.at });
  }
  for (const review of plan.reviews) {
    await insertReviewRow(trx, {
      mealId: id,
      email: review.person.email,
      name: review.person.name,
      image: uploadUrl(avatarImageName(review.person)),
      rating: review.rating,
      review: review.text,
      postTime: review.at,
    });
  }
  summary[table === 'meals' ? 'meals' : 'upcomingMeals'] += 1;
  summary.likes += plan.likes.length;
  summary.reviews += plan.reviews.length;
}
