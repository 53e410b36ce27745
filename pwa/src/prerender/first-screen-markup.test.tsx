// The server's render of a visitor's data pages (first-screen-markup.tsx): All Meals shows the
// carried meals as cards with the counts, a meal's page its title, picture and reviews; what
// people typed is text in the HTML, never markup.
import { expect, it } from 'vitest';
import type { FirstScreenAnswer, Meal, Review } from '@hostel/shared-schema';
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

it('renders the loading page for answers it does not carry', () => {
  expect(renderFirstScreenMarkup('/all-meals', [])).toContain('Loading meals…');
});
