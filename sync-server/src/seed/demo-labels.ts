// The food labels of every demo meal and upcoming meal, read off its ingredients:
// the diet is the most restrictive thing it contains (meat, then fish or seafood, then egg, then
// dairy), the allergens are the law's 14 found in the ingredients (ghee, yogurt, cheese and milk
// tea are milk; atta, flour, bread, paratha, naan, pasta and soy sauce carry gluten; mustard oil
// is mustard; prawns are crustaceans; the Thai night's fried rice is topped with peanuts; mayonnaise-style garlic sauce is eggs). Coconut is not a
// tree nut under the law. Meat in a Bangladeshi hall is halal; the one meal that is not is the
// sushi night (its rice is seasoned with mirin, a rice wine).
import type { Allergen, Diet } from '@hostel/shared-schema';

/** Every demo meal is labelled: a diet and its allergen list (never "not labelled"). */
export type DemoLabels = { diet: Diet; halal: boolean; allergens: Allergen[] };

const label = (diet: Diet, allergens: Allergen[], halal = true): DemoLabels => ({
  diet,
  halal,
  allergens,
});

/** By demo meal slug (demo-meals.ts and demo-upcoming-meals.ts); seed.test.ts checks each has one. */
export const DEMO_LABELS: Record<string, DemoLabels> = {
  // breakfasts
  'khichuri-with-egg': label('egg', ['eggs', 'milk']),
  'paratha-with-egg-curry': label('egg', ['gluten', 'eggs', 'milk']),
  'luchi-with-aloo-dum': label('vegetarian', ['gluten', 'milk']),
  'ruti-with-sabji': label('vegan', ['gluten']),
  'chira-doi-with-banana': label('vegetarian', ['milk']),
  'bhuna-khichuri-beef': label('beef', ['milk']),
  'pancakes-with-honey': label('egg', ['gluten', 'eggs', 'milk']),
  'toast-omelette-and-tea': label('egg', ['gluten', 'eggs', 'milk']),
  'croissant-and-coffee': label('egg', ['gluten', 'eggs', 'milk']),
  // lunches
  'chicken-biryani': label('chicken', ['milk']),
  'beef-tehari': label('beef', ['milk', 'mustard']),
  'dal-bhaat-with-bhorta': label('vegan', ['mustard']),
  'shorshe-ilish': label('fish', ['fish', 'mustard']),
  'morog-polao': label('chicken', ['eggs', 'milk']),
  'rui-fish-curry': label('fish', ['fish']),
  'chicken-fried-rice': label('chicken', ['gluten', 'eggs', 'soybeans']),
  'vegetable-pasta': label('vegetarian', ['gluten', 'milk']),
  'chicken-burger-with-fries': label('chicken', ['gluten', 'eggs', 'milk']),
  // dinners
  'kacchi-biryani': label('mutton', ['milk']),
  'beef-kala-bhuna': label('beef', ['gluten', 'milk']),
  'chingri-malai-curry': label('fish', ['crustaceans']),
  'mutton-rezala-with-naan': label('mutton', ['gluten', 'milk', 'tree-nuts']),
  'chicken-roast-with-polao': label('chicken', ['milk']),
  'egg-curry-with-rice': label('egg', ['eggs']),
  'thai-soup-and-fried-rice': label('chicken', ['crustaceans', 'eggs', 'peanuts']),
  'chicken-tikka-pizza': label('chicken', ['gluten', 'milk']),
  'grilled-chicken-with-salad': label('chicken', ['eggs']),
  // upcoming meals
  'mezban-beef': label('beef', ['mustard']),
  'old-dhaka-haleem': label('beef', ['gluten']),
  'panta-ilish': label('fish', ['fish']),
  'pitha-platter': label('vegetarian', ['milk']),
  'chicken-shawarma': label('chicken', ['gluten', 'eggs']),
  'chicken-momo': label('chicken', ['gluten']),
  falooda: label('vegetarian', ['gluten', 'milk']),
  'salmon-sushi-night': label('fish', ['fish', 'gluten', 'soybeans'], false),
};

/** A demo meal's labels; a slug without an entry is a bug in the demo data. */
export function demoLabels(slug: string): DemoLabels {
  const labels = DEMO_LABELS[slug];
  if (!labels) throw new Error(`demo meal ${slug} has no food labels`);
  return { ...labels, allergens: [...labels.allergens] };
}
