// The demo pictures are self-contained SVG: every emoji they name is in emoji-art.json, every
// id is unique within a picture and every url(#id) points at one of them, and no two meals look
// alike.
import { describe, expect, it } from 'vitest';
import { planUpcomingMeals, seededRandom, planMeals } from './demo-activity';
import { DEMO_MEALS } from './demo-meals';
import { DEMO_PEOPLE, DEMO_RESIDENTS } from './demo-people';
import { DEMO_UPCOMING_MEALS } from './demo-upcoming-meals';
import { emojiArt } from './emoji';
import { avatarSvg, mealSvg } from './meal-art';

const ALL_MEALS = [...DEMO_MEALS, ...DEMO_UPCOMING_MEALS];

function checkReferences(svg: string): void {
  const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
  expect(new Set(ids).size).toBe(ids.length);
  const referenced = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map(
    (match) => match[1] ?? match[2],
  );
  for (const id of referenced) expect(ids).toContain(id);
}

describe('demo pictures', () => {
  it('names only emoji kept in emoji-art.json', () => {
    const icons = emojiArt().icons;
    const used = [
      ...ALL_MEALS.flatMap((meal) => [meal.art.main, meal.art.side, meal.art.garnish]),
      ...DEMO_PEOPLE.map((person) => person.avatar.emoji),
    ].filter((name): name is string => Boolean(name));
    for (const name of used) expect(Object.keys(icons)).toContain(name);
  });

  it.each(ALL_MEALS.map((meal) => [meal.slug, meal] as const))(
    'draws %s with unique ids and resolvable references',
    (_slug, meal) => {
      const svg = mealSvg(meal.art);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600"/);
      checkReferences(svg);
    },
  );

  it('gives every meal its own picture and slug', () => {
    expect(new Set(ALL_MEALS.map((meal) => meal.slug)).size).toBe(ALL_MEALS.length);
    expect(new Set(ALL_MEALS.map((meal) => mealSvg(meal.art))).size).toBe(ALL_MEALS.length);
  });

  it('draws avatars with resolvable references', () => {
    for (const person of DEMO_PEOPLE) checkReferences(avatarSvg(person.avatar));
  });
});

describe('demo activity plan', () => {
  const now = Date.UTC(2026, 10, 22);

  it('is the same on every run and stays in the past', () => {
    const first = planMeals(DEMO_MEALS, DEMO_RESIDENTS, now);
    expect(planMeals(DEMO_MEALS, DEMO_RESIDENTS, now)).toEqual(first);
    for (const meal of first) {
      expect(new Set(meal.likes.map((like) => like.email)).size).toBe(meal.likes.length);
      for (const { at } of [...meal.likes, ...meal.reviews]) {
        expect(at).toBeGreaterThan(meal.postTime);
        expect(at).toBeLessThan(now);
      }
    }
  });

  it('gives each upcoming meal exactly the likes it asks for', () => {
    const plans = planUpcomingMeals(DEMO_UPCOMING_MEALS, DEMO_RESIDENTS, now);
    expect(plans.map((plan) => plan.likes.length)).toEqual(
      DEMO_UPCOMING_MEALS.map((meal) => meal.likedBy),
    );
    expect(() =>
      planUpcomingMeals([{ likedBy: 13 }], DEMO_RESIDENTS, now, seededRandom(1)),
    ).toThrow('more likes than demo residents');
  });
});
