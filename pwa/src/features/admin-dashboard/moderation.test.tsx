// Admins see what they moderate: All Reviews opens each review (text, author, stars, date) beside
// the spec's columns and quotes it in the delete confirmation; Publish and Serve, which have no
// way back, run only after a confirmation naming the meal. The REST client is stubbed.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type AggregatedReviewRow } from '@hostel/shared-schema';
import { renderRoutes, fakeAuth, fakeUser } from '../../test-support/render';
import { AllReviewsPage } from './pages/all-reviews-page';
import { AdminUpcomingMealsPage } from './pages/admin-upcoming-meals-page';
import { ServeMealsPage } from './pages/serve-meals-page';
import { testMeal } from '../../test-support/test-meal';

const api = vi.hoisted(() => ({
  reviews: vi.fn(),
  deleteReview: vi.fn(),
  upcomingMeals: vi.fn(),
  publish: vi.fn(),
  requestedMeals: vi.fn(),
  serve: vi.fn(),
}));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  adminApi: api,
}));
vi.mock(
  '../../components/sync/use-connection-status',
  () => import('../../test-support/always-online'),
);

const admin = fakeAuth({ user: fakeUser({ role: 'admin' }), role: 'admin' });
const open = (element: React.ReactNode) =>
  renderRoutes([{ path: '/', element }], { path: '/', auth: admin });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const reviewRow: AggregatedReviewRow = {
  _id: 'r1',
  mealId: 'm1',
  mealTitle: 'Beef Tehari',
  likes: 3,
  reviews: 2,
  review: 'Too salty today, and the rice was cold by the time it reached the table.',
  name: 'Nusrat Jahan',
  email: 'nusrat@hostel.test',
  rating: 2,
  postTime: Date.UTC(2026, 10, 27, 6),
};

describe('All Reviews', () => {
  it("opens each review's text, author, stars and date beside the spec's columns", async () => {
    api.reviews.mockResolvedValue({ count: 1, reviews: [reviewRow] });
    open(<AllReviewsPage />);
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const line = await within(table).findByText(reviewRow.review);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['SL.', 'Meal Title', 'Likes', 'Reviews', 'Review', 'Action']);
    const peek = line.closest('details')!;
    expect(peek.open).toBe(false);
    fireEvent.click(line);
    expect(peek.open).toBe(true);
    expect(within(peek).getByRole('img', { name: 'Rating 2 out of 5' })).toBeTruthy();
    expect(within(peek).getByText(/Nusrat Jahan · nusrat@hostel\.test/)).toBeTruthy();
    expect(within(peek).getByText('27th Nov 2026')).toBeTruthy();
  });

  it('quotes the review in the delete confirmation', async () => {
    api.reviews.mockResolvedValue({ count: 1, reviews: [reviewRow] });
    api.deleteReview.mockResolvedValue({ acknowledged: true, deletedCount: 1 });
    open(<AllReviewsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete review of Beef Tehari' }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.confirmTitle });
    expect(dialog.textContent).toContain('by Nusrat Jahan');
    expect(dialog.querySelector('q')?.textContent).toBe(reviewRow.review);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes Delete' }));
    await waitFor(() => expect(api.deleteReview).toHaveBeenCalledWith('r1', 'm1'));
  });
});

describe('Publish and Serve', () => {
  it('publish asks first, naming the meal', async () => {
    const meal = testMeal({ mealTitle: 'Mango Lassi' });
    api.upcomingMeals.mockResolvedValue({
      count: 1,
      upcomingMeals: [{ _id: 'u1', likes: 12, mainMealData: meal }],
    });
    api.publish.mockResolvedValue({ success: true });
    open(<AdminUpcomingMealsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Mango Lassi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish Mango Lassi?' });
    expect(api.publish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.publish).toHaveBeenCalledWith('u1'));
  });

  it('serve asks first, naming the meal and the resident; cancel changes nothing', async () => {
    const meal = testMeal({ mealTitle: 'Chicken Biryani' });
    api.requestedMeals.mockResolvedValue({
      count: 1,
      requestedMeals: [
        {
          _id: 'q1',
          name: 'Ayesha Rahman',
          email: 'resident@hostel.test',
          mealId: meal._id,
          mealTitle: meal.mealTitle,
          status: 'pending',
          requestTime: Date.UTC(2026, 10, 27),
          meal,
        },
      ],
    });
    open(<ServeMealsPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Serve: Chicken Biryani for Ayesha Rahman' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Serve Chicken Biryani?' });
    expect(dialog.textContent).toContain('Chicken Biryani for Ayesha Rahman');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.serve).not.toHaveBeenCalled();
  });
});
