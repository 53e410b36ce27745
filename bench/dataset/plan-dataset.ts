// The rows of the benchmark data set, computed in memory (no database): meals drawn from the demo
// menu, residents, their likes, reviews and requests, each synced row with its own seq and every
// counter (likes, numReviews) equal to its rows. Seeded random numbers make it the same every
// run; ids are derived from a row's kind and index, so they are the same too.
import type { Selectable } from 'kysely';
import { likeId, PACKAGE_NAMES, type PackageName } from '@hostel/shared-schema';
import type {
  LikesTable,
  MealsTable,
  RequestedMealsTable,
  ReviewsTable,
} from '../../sync-server/src/db/tables';
import { toMealColumns } from '../../sync-server/src/domain/meals/meal-repository';
import { demoLabels } from '../../sync-server/src/seed/demo-labels';
import { DEMO_MEALS } from '../../sync-server/src/seed/demo-meals';
import { DEMO_UPCOMING_MEALS } from '../../sync-server/src/seed/demo-upcoming-meals';

export type MealRow = Selectable<MealsTable>;
export type LikeRow = Selectable<LikesTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type RequestRow = Selectable<RequestedMealsTable>;

export type Resident = { email: string; name: string; photo: string; package: PackageName | '' };

export type DatasetPlan = {
  residents: Resident[];
  adminAvatar: string;
  meals: MealRow[];
  upcomingMeals: MealRow[];
  mealLikes: LikeRow[];
  upcomingLikes: LikeRow[];
  reviews: ReviewRow[];
  requests: RequestRow[];
  searchSome: string;
  lastSeq: number;
};

type Assets = {
  mealImages: string[];
  upcomingImages: string[];
  avatars: string[];
  reviewTexts: Record<number, readonly string[]>;
  admin: { email: string; name: string };
};

const LIKES_PER_RESIDENT = 20;
const UPCOMING_MEALS = 40;
const UPCOMING_LIKES_PER_RESIDENT = 2;
const REQUESTS_PER_PACKAGE_HOLDER = 3;
/** The newest meal's post time; older meals are spaced an hour apart. */
const NEWEST = Date.UTC(2026, 10, 23, 6);
const HOUR = 3_600_000;

/** mulberry32: a small seeded generator, good enough to spread rows. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 24 hex characters like a server-made id: the time first, then the kind and index. */
function idOf(kind: number, index: number, time: number): string {
  const seconds = Math.floor(time / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${kind.toString(16).padStart(2, '0')}${index.toString(16).padStart(14, '0')}`;
}

/** A word that appears in several demo titles (about a tenth of the meals), for searches. */
function commonTitleWord(): string {
  const counts = new Map<string, number>();
  for (const meal of DEMO_MEALS) {
    for (const word of new Set(meal.title.toLowerCase().split(/\W+/))) {
      if (word.length > 3 && word !== 'with') counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
}

export function planDataset(
  size: { meals: number; reviews: number; residents: number },
  assets: Assets,
): DatasetPlan {
  const rand = random(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  let seq = 0;

  const residents: Resident[] = Array.from({ length: size.residents }, (_, index) => {
    const number = String(index + 1).padStart(4, '0');
    return {
      email: `bench-resident-${number}@hostel.test`,
      name: `Resident ${number}`,
      photo: assets.avatars[1 + (index % (assets.avatars.length - 1))]!, // [0] is the admin's
      // Six in ten hold a package (they make the requests), the rest are bronze.
      package: index % 10 < 6 ? PACKAGE_NAMES[index % PACKAGE_NAMES.length]! : '',
    };
  });

  const mealOf = (
    kind: number,
    index: number,
    demo: (typeof DEMO_MEALS)[number],
    image: string,
  ) => {
    const postTime = NEWEST - index * HOUR;
    return {
      id: idOf(kind, index, postTime),
      ...toMealColumns({
        mealTitle: `${demo.title} meal ${index + 1}`,
        mealType: demo.type,
        price: demo.price + Math.floor(rand() * 40) * 5,
        mealImage: image,
        ingredients: demo.ingredients,
        description: demo.description,
        rating: demo.rating,
        postTime,
        likes: 0,
        numReviews: 0,
        distributorName: assets.admin.name,
        distributorEmail: assets.admin.email,
        ...demoLabels(demo.slug),
      }),
      seq: ++seq,
      deleted: 0,
    };
  };
  const meals: MealRow[] = Array.from({ length: size.meals }, (_, index) =>
    mealOf(
      1,
      index,
      DEMO_MEALS[index % DEMO_MEALS.length]!,
      assets.mealImages[index % assets.mealImages.length]!,
    ),
  );
  const upcomingMeals: MealRow[] = Array.from({ length: UPCOMING_MEALS }, (_, index) =>
    mealOf(
      2,
      index,
      DEMO_UPCOMING_MEALS[index % DEMO_UPCOMING_MEALS.length]!,
      assets.upcomingImages[index % assets.upcomingImages.length]!,
    ),
  );

  const likesOf = (targets: MealRow[], perResident: number, target: 'meal' | 'upcoming') => {
    const rows: LikeRow[] = [];
    for (const resident of residents) {
      const chosen = new Set<MealRow>();
      while (chosen.size < Math.min(perResident, targets.length)) chosen.add(pick(targets));
      for (const meal of chosen) {
        // One in ten is an unlike: a row that must not count.
        const liked = rand() < 0.9 ? 1 : 0;
        if (liked) meal.likes += 1;
        rows.push({
          id: likeId(target, meal.id, resident.email),
          target_id: meal.id,
          user_email: resident.email,
          liked,
          updated_at: meal.post_time + HOUR,
          seq: ++seq,
          deleted: 0,
        });
      }
    }
    return rows;
  };
  const mealLikes = likesOf(meals, LIKES_PER_RESIDENT, 'meal');
  const upcomingLikes = likesOf(upcomingMeals, UPCOMING_LIKES_PER_RESIDENT, 'upcoming');

  const reviews: ReviewRow[] = Array.from({ length: size.reviews }, (_, index) => {
    const meal = pick(meals);
    const resident = pick(residents);
    const rating = Math.max(1, Math.min(5, meal.rating - (rand() < 0.3 ? 1 : 0)));
    const postTime = meal.post_time + Math.floor(rand() * 48 * HOUR);
    meal.num_reviews += 1;
    return {
      id: idOf(3, index, postTime),
      meal_id: meal.id,
      user_email: resident.email,
      name: resident.name,
      image: resident.photo,
      rating,
      review: pick(assets.reviewTexts[rating] ?? ['Good.']).replace('{meal}', meal.meal_title),
      post_time: postTime,
      seq: ++seq,
      deleted: 0,
    };
  });

  const requests: RequestRow[] = [];
  for (const resident of residents.filter((person) => person.package)) {
    const chosen = new Set<MealRow>();
    while (chosen.size < Math.min(REQUESTS_PER_PACKAGE_HOLDER, meals.length))
      chosen.add(pick(meals));
    for (const meal of chosen) {
      requests.push({
        id: idOf(4, requests.length, meal.post_time),
        meal_id: meal.id,
        user_email: resident.email,
        name: resident.name,
        meal_title: meal.meal_title,
        status: rand() < 0.33 ? 'delivered' : 'pending',
        request_time: meal.post_time + 2 * HOUR,
        seq: ++seq,
        deleted: 0,
      });
    }
  }

  return {
    residents,
    adminAvatar: assets.avatars[0]!,
    meals,
    upcomingMeals,
    mealLikes,
    upcomingLikes,
    reviews,
    requests,
    searchSome: commonTitleWord(),
    lastSeq: seq,
  };
}
