// The server's render of a visitor's data pages (first-screen-markup.tsx): All Meals shows the
// carried meals as cards with the counts, a meal's page its title, picture and reviews, the menu
// the week's day of the server's minute with its slots and meals; what people typed is text in
// the HTML, never markup.
import { expect, it } from 'vitest';
import {
  DEFAULT_HOSTEL_SETTINGS,
  dateAt,
  weekDates,
  weekStartOf,
  type FirstScreenAnswer,
  type Meal,
  type Review,
} from '@hostel/shared-schema';
import { renderFirstScreenMarkup } from './first-screen-markup';

const HOSTILE = '<img src=x onerror=alert(1)>Pitha';

const meal: Meal = {
  _id: 'meal-1',
  mealTitle: HOSTILE,
  mealType: 'breakfast',
  price: 30,
  mealImage: '/api/uploads/pitha.svg',
  ingredients: ['Rice flour'],
  description: 'Sweet </script> rice cake',
  rating: 4,
  postTime: 1_700_000_000_000,
  likes: 2,
  numReviews: 1,
  distributorName: 'Kitchen',
  distributorEmail: 'kitchen@hostel.test',
  diet: null,
  halal: false,
  allergens: null,
};

it('renders All Meals with the carried cards and counts, titles as text', () => {
  const answers: FirstScreenAnswer[] = [
    {
      name: 'meals',
      args: { search: '', category: 'all', sort: 'l2h', limit: 4 },
      value: { meals: [meal], count: 1, total: 9 },
      collection: 'meals',
    },
  ];
  const html = renderFirstScreenMarkup('/all-meals', answers);
  expect(html).toContain('<h1>All Meals</h1>');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Pitha');
  expect(html).not.toContain('<img src=x');
  expect(html).toMatch(/data-testid="total-count">9</);
  expect(html).toContain('src="/api/uploads/pitha.svg"');
  expect(html).not.toContain('rel="preload"');
});

it("renders a meal's page with its reviews from the carried answers", () => {
  const review: Review = {
    _id: 'review-1',
    mealId: meal._id,
    name: 'Rahim',
    email: '',
    image: '',
    rating: 5,
    review: 'Crisp </script><script>alert(1)</script> and sweet',
    postTime: 1_700_000_100_000,
  };
  const answers: FirstScreenAnswer[] = [
    { name: 'meal', args: { id: meal._id }, value: meal, collection: 'meals' },
    { name: 'mealReviews', args: { mealId: meal._id }, value: [review], collection: 'reviews' },
  ];
  const html = renderFirstScreenMarkup(`/meal/${meal._id}`, answers);
  expect(html).toMatch(/<h1[^>]*>&lt;img src=x onerror=alert\(1\)&gt;Pitha<\/h1>/);
  expect(html).toContain('Crisp &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; and sweet');
  expect(html).not.toContain('<script>');
});

it("renders the menu on the server's day, with the carried week, its meals and the settings", () => {
  // Tuesday 2026-03-10, 09:00 in the hostel's time zone (Asia/Dhaka, UTC+6).
  const at = Date.UTC(2026, 2, 10, 3, 0);
  const today = dateAt(at, DEFAULT_HOSTEL_SETTINGS.timeZone);
  const week = weekDates(weekStartOf(today));
  const lunch = {
    _id: `${today}:lunch`,
    date: today,
    slot: 'lunch',
    mealIds: [meal._id],
    updatedAt: 1,
  };
  const answers: FirstScreenAnswer[] = [
    {
      name: 'hostelSettings',
      args: {},
      value: DEFAULT_HOSTEL_SETTINGS,
      collection: 'hostel-settings',
    },
    {
      name: 'menuRange',
      args: { from: week[0], to: week[6] },
      value: { docs: [lunch], pulled: true },
      collection: 'menu',
    },
    {
      name: 'mealsByIds',
      args: { ids: [meal._id] },
      value: { docs: [meal], pulled: true },
      collection: 'meals',
    },
  ];
  const html = renderFirstScreenMarkup('/menu', answers, at);
  expect(today).toBe('2026-03-10');
  expect(html).toContain('<h1 class="menu-page__title">Menu</h1>');
  expect(html).toMatch(/Tue 10.*· Today/s);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Pitha');
  expect(html).toContain('src="/api/uploads/pitha.svg"');
  expect(html).not.toContain('<img src=x');
});

it('renders the loading page for answers it does not carry', () => {
  expect(renderFirstScreenMarkup('/all-meals', [])).toContain('Loading meals…');
});
