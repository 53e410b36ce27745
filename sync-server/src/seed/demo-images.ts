// Writes the demo pictures into the uploads folder (UPLOADS_DIR), where the /api/uploads/:name route serves them.
// The files are drawn from the catalogue every time, so a lost uploads folder heals on re-seed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { displayUrlOf } from '../uploads/image-store';
import type { DemoMeal } from './demo-meals';
import type { DemoPerson } from './demo-people';
import { avatarSvg, mealSvg } from './meal-art';

export const mealImageName = (meal: Pick<DemoMeal, 'slug'>) => `demo-${meal.slug}.svg`;
export const avatarImageName = (person: Pick<DemoPerson, 'slug'>) =>
  `demo-avatar-${person.slug}.svg`;
/** The URL the server serves an uploaded file at (the same rule as real uploads). */
export const uploadUrl = displayUrlOf;
/** What every demo image URL starts with: tells demo meals apart from meals added later. */
export const DEMO_IMAGE_PREFIX = uploadUrl('demo-');

/** Writes one SVG per meal and per person; returns how many files were written. */
export function writeDemoImages(
  dir: string,
  meals: readonly DemoMeal[],
  people: readonly DemoPerson[],
): number {
  mkdirSync(dir, { recursive: true });
  for (const meal of meals) writeFileSync(path.join(dir, mealImageName(meal)), mealSvg(meal.art));
  for (const person of people) {
    writeFileSync(path.join(dir, avatarImageName(person)), avatarSvg(person.avatar));
  }
  return meals.length + people.length;
}
