// Upcoming meals of the demo, with how many demo residents already want each one. Publish needs
// 10 likes (spec §5), so some can be published at once and one stops at 9: the demo resident's
// like is the tenth.
import type { DemoMeal } from './demo-meals';
import { PALETTES as P } from './palettes';

export type DemoUpcomingMeal = DemoMeal & { likedBy: number };

export const DEMO_UPCOMING_MEALS: readonly DemoUpcomingMeal[] = [
  {
    slug: 'mezban-beef',
    title: 'Chittagong Mezban Beef',
    type: 'dinner',
    price: 260,
    rating: 5,
    ingredients: ['Beef', 'Mezbani masala', 'Garlic', 'Ginger', 'Mustard oil', 'Rice'],
    description:
      'The fiery, deep-red beef curry of Chittagong feasts, cooked in huge pots with mezbani spice.',
    art: { main: 'pot-of-food', side: 'cut-of-meat', garnish: 'hot-pepper', colors: P.chili },
    likedBy: 12,
  },
  {
    slug: 'old-dhaka-haleem',
    title: 'Old Dhaka Haleem',
    type: 'dinner',
    price: 150,
    rating: 4,
    ingredients: ['Wheat', 'Lentils', 'Beef', 'Fried onion', 'Lemon', 'Ginger'],
    description:
      'Thick, slow-cooked haleem of lentils, wheat and beef, topped with fried onion and lemon.',
    art: { main: 'steaming-bowl', side: 'lemon', garnish: 'ginger-root', colors: P.cocoa },
    likedBy: 11,
  },
  {
    slug: 'panta-ilish',
    title: 'Panta Ilish',
    type: 'breakfast',
    price: 220,
    rating: 5,
    ingredients: ['Fermented rice', 'Fried hilsa', 'Green chili', 'Onion', 'Salt'],
    description:
      'The Pohela Boishakh breakfast: cool soaked rice with crisp fried hilsa, raw onion and green chili.',
    art: { main: 'cooked-rice', side: 'fish', garnish: 'hot-pepper', colors: P.sky },
    likedBy: 10,
  },
  {
    slug: 'pitha-platter',
    title: 'Winter Pitha Platter',
    type: 'breakfast',
    price: 100,
    rating: 4,
    ingredients: ['Rice flour', 'Date jaggery', 'Grated coconut', 'Milk'],
    description:
      'Bhapa and chitoi pitha with date-palm jaggery and coconut, a taste of winter mornings in the village.',
    art: { main: 'moon-cake', side: 'coconut', garnish: 'honey-pot', colors: P.amber },
    likedBy: 9,
  },
  {
    slug: 'chicken-shawarma',
    title: 'Chicken Shawarma Wrap',
    type: 'lunch',
    price: 140,
    rating: 4,
    ingredients: ['Pita bread', 'Chicken', 'Garlic sauce', 'Cabbage', 'Cucumber'],
    description: 'Juicy spiced chicken rolled in warm pita with garlic sauce and crunchy salad.',
    art: { main: 'burrito', side: 'cup-with-straw', garnish: 'cucumber', colors: P.mint },
    likedBy: 6,
  },
  {
    slug: 'chicken-momo',
    title: 'Steamed Chicken Momo',
    type: 'lunch',
    price: 120,
    rating: 4,
    ingredients: ['Flour wrappers', 'Minced chicken', 'Spring onion', 'Ginger', 'Tomato chutney'],
    description: 'Ten hand-folded steamed dumplings with a hot tomato and sesame chutney.',
    art: { main: 'dumpling', side: 'teacup-without-handle', garnish: 'chopsticks', colors: P.plum },
    likedBy: 4,
  },
  {
    slug: 'falooda',
    title: 'Royal Falooda',
    type: 'dinner',
    price: 110,
    rating: 4,
    ingredients: ['Vermicelli', 'Rose syrup', 'Basil seeds', 'Milk', 'Ice cream'],
    description:
      'Layers of rose syrup, vermicelli and basil seeds in chilled milk, crowned with ice cream.',
    art: { main: 'shaved-ice', side: 'ice-cream', garnish: 'red-apple', colors: P.rose },
    likedBy: 2,
  },
  {
    slug: 'salmon-sushi-night',
    title: 'Sushi Night',
    type: 'dinner',
    price: 340,
    rating: 3,
    ingredients: ['Sushi rice', 'Salmon', 'Nori', 'Cucumber', 'Soy sauce', 'Wasabi'],
    description: 'A tasting plate of salmon nigiri and cucumber maki for the adventurous.',
    art: { main: 'sushi', side: 'rice-ball', garnish: 'chopsticks', colors: P.indigo },
    likedBy: 0,
  },
];
