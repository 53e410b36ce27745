// The first screen's data of the pages whose first screen is data (decision 0287): for a
// visitor's first visit to All Meals (without filters in its address), to a meal or to the menu
// (without a day in its address), the answers of the streams that screen watches first, made by
// the same domain functions as GET /all-meals, GET /meal/{id} and GET /meal-wise-reviews (the
// local twins answer the same: price then id, newest review first) and, for the menu, from the
// rows the replication serves (this week's plan in the hostel's time zone, by the server's clock,
// its meals and the settings), and the picture that will be the page's largest paint.
// serve-pwa.ts writes them into the shell's HTML.
import {
  ALL_MEALS_PAGE_SIZE,
  APP_SHELL_PLACE,
  FIRST_SCREEN_ELEMENT_ID,
  MEAL_TYPES,
  dateAt,
  menuSlotId,
  weekDates,
  weekStartOf,
  type FirstScreenAnswer,
  type FirstScreenPage,
} from '@hostel/shared-schema';
import escapeHtml from 'escape-html';
import type { Db } from '../db/database';
import type { Clock } from '../domain/hostel/clock';
import { loadSettings } from '../domain/hostel/settings';
import { liveMealsById } from '../domain/meals/meal-repository';
import { getMeal, searchMeals } from '../domain/meals/meal-queries';
import { menuSlotsBetween } from '../domain/menu/menu-range';
import { mealWiseReviews } from '../domain/reviews/review-queries';
import { reviewFor } from '../domain/reviews/reviewer-privacy';
import { AppError } from '../http/errors';

export type FirstScreen = {
  page: FirstScreenPage;
  answers: FirstScreenAnswer[];
  picture?: string;
  /** The minute a page that shows the time of day (the menu) is rendered for. */
  at?: number;
};

/** A page's first render as HTML and the CSS files it needs (first-screen-markup.ts). */
export type FirstScreenHtml = { html: string; css: string[] };

const MEAL_PAGE = /^\/meal\/([^/]+)$/;

/** The first screen of `path` (with no query string), or undefined for any other page. */
export async function firstScreenOf(
  db: Db,
  clock: Clock,
  path: string,
  hasQuery: boolean,
): Promise<FirstScreen | undefined> {
  if (path === '/all-meals' && !hasQuery) return allMealsScreen(db);
  if (path === '/menu' && !hasQuery) return menuScreen(db, clock);
  const mealId = MEAL_PAGE.exec(path)?.[1];
  return mealId ? mealScreen(db, decodeURIComponent(mealId)) : undefined;
}

async function allMealsScreen(db: Db): Promise<FirstScreen> {
  // The arguments the list watches with when its address names no filter (useMealsQuery).
  const args = { search: '', category: 'all', sort: 'l2h', limit: ALL_MEALS_PAGE_SIZE };
  const value = await searchMeals(db, {
    search: '',
    category: 'all',
    sbp: 'l2h',
    page: 0,
    limit: ALL_MEALS_PAGE_SIZE,
  });
  return {
    page: 'allMeals',
    answers: [{ name: 'meals', args, value, collection: 'meals' }],
    picture: value.meals[0]?.mealImage,
  };
}

async function mealScreen(db: Db, id: string): Promise<FirstScreen | undefined> {
  try {
    const [meal, reviews] = await Promise.all([getMeal(db, id), mealWiseReviews(db, id)]);
    // A visitor's view: reviewers' e-mails are for signed-in readers (reviewer-privacy.ts).
    const visible = reviews.map((review) => reviewFor(review));
    return {
      page: 'meal',
      answers: [
        { name: 'meal', args: { id }, value: meal, collection: 'meals' },
        { name: 'mealReviews', args: { mealId: id }, value: visible, collection: 'reviews' },
      ],
      picture: meal.mealImage,
    };
  } catch (error) {
    // An unknown meal: the app shows its own not-found page, with nothing to carry.
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** A minute: a menu rendered within one is the same page (its slots' states change by the hour). */
const MINUTE_MS = 60_000;

async function menuScreen(db: Db, clock: Clock): Promise<FirstScreen> {
  const at = Math.floor(clock.now() / MINUTE_MS) * MINUTE_MS;
  const settings = await loadSettings(db);
  // The week the page opens on (useMenuRange): today's, in the hostel's time zone.
  const today = dateAt(at, settings.timeZone);
  const week = weekDates(weekStartOf(today));
  const [from, to] = [week[0], week[6]];
  const slots = await menuSlotsBetween(db, from, to);
  // The ids the page asks the meals of: every planned one of the week, once, in order.
  const ids = [...new Set(slots.flatMap((slot) => slot.mealIds))].sort();
  const meals = await liveMealsById(db, ids);
  const todays = MEAL_TYPES.map((type) =>
    slots.find((slot) => slot._id === menuSlotId(today, type)),
  );
  const firstMeal = todays.flatMap((slot) => slot?.mealIds ?? []).find((id) => meals.has(id));
  return {
    page: 'menu',
    answers: [
      { name: 'hostelSettings', args: {}, value: settings, collection: 'hostel-settings' },
      {
        name: 'menuRange',
        args: { from, to },
        value: { docs: slots, pulled: true },
        collection: 'menu',
      },
      {
        name: 'mealsByIds',
        args: { ids },
        value: { docs: ids.flatMap((id) => meals.get(id) ?? []), pulled: true },
        collection: 'meals',
      },
    ],
    picture: firstMeal ? meals.get(firstMeal)?.mealImage : undefined,
    at,
  };
}

/** JSON that no text inside can end the script element early (`</script>`, `<!--`). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The shell's HTML with the first screen's data and its picture's preload in the head, and, with
 * its render, the page itself in the app shell's place and the CSS it needs.
 */
export function withFirstScreen(
  html: string,
  screen: FirstScreen,
  render?: FirstScreenHtml,
): string {
  const preload = screen.picture
    ? `<link rel="preload" as="image" href="${escapeHtml(screen.picture)}" fetchpriority="high">`
    : '';
  const css = (render?.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(screen.answers)}</script>`;
  const page = render
    ? html.replace(APP_SHELL_PLACE, () => `<!--app-shell-->${render.html}<!--/app-shell-->`)
    : html;
  return page.replace('</head>', () => `${css}${preload}${data}</head>`);
}
