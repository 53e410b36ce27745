// Who liked and reviewed what, and when: a pure, repeatable plan (a fixed pseudo-random seed)
// that seed.ts turns into rows. Times are relative to `now`, so the demo always looks recent.
import type { DemoPerson } from './demo-people';
import { REVIEW_TEXTS } from './demo-people';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type PlannedLike = { email: string; at: number };
type PlannedReview = { person: DemoPerson; rating: number; text: string; at: number };
export type PlannedMeal = { postTime: number; likes: PlannedLike[]; reviews: PlannedReview[] };

/** mulberry32: a tiny seeded generator, so every seed run plans the same activity. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const between = (random: () => number, from: number, to: number) =>
  Math.round(from + random() * (to - from));

/**
 * Live meals: posted over the last five weeks; liked by up to all residents (better-rated
 * meals by more); about three in four reviewed by one to five residents, each review's rating
 * near the meal's own.
 */
export function planMeals(
  meals: readonly { title: string; rating: number }[],
  residents: readonly DemoPerson[],
  now: number,
  random = seededRandom(2026),
): PlannedMeal[] {
  return meals.map((meal) => {
    const postTime = now - between(random, 1 * DAY, 35 * DAY);
    const at = () => between(random, postTime + HOUR, now - HOUR);
    const likeCount = Math.min(residents.length, Math.floor(random() * (meal.rating * 2 + 3)));
    const likes = shuffled(residents, random)
      .slice(0, likeCount)
      .map((person) => ({ email: person.email, at: at() }));
    const reviewCount = random() < 0.25 ? 0 : 1 + Math.floor(random() * 5);
    const reviews = shuffled(residents, random)
      .slice(0, reviewCount)
      .map((person) => {
        const rating = Math.max(1, Math.min(5, meal.rating + [-1, 0, 0, 1][between(random, 0, 3)]));
        const texts = REVIEW_TEXTS[rating];
        const text = texts[Math.floor(random() * texts.length)].replaceAll('{meal}', meal.title);
        return { person, rating, text, at: at() };
      });
    return { postTime, likes, reviews };
  });
}

/** Upcoming meals: announced in the last ten days, wanted by exactly `likedBy` residents. */
export function planUpcomingMeals(
  meals: readonly { likedBy: number }[],
  residents: readonly DemoPerson[],
  now: number,
  random = seededRandom(1404),
): PlannedMeal[] {
  return meals.map((meal) => {
    if (meal.likedBy > residents.length) throw new Error('more likes than demo residents');
    const postTime = now - between(random, 2 * HOUR, 10 * DAY);
    const likes = shuffled(residents, random)
      .slice(0, meal.likedBy)
      .map((person) => ({ email: person.email, at: between(random, postTime + 60_000, now) }));
    return { postTime, likes, reviews: [] };
  });
}
