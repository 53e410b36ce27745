// The like button on meal details while the resident's own like is still being read: it says
// so (busy) and takes no tap, since a tap then would set a like that may already be there
// instead of toggling it. Once read, it shows the state and toggles it.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeUser, renderRoutes } from '../../test-support/render';
import { testMeal } from '../../test-support/test-meal';
import { MealDetailsPage } from './pages/meal-details-page';

const like = vi.hoisted(() => ({
  state: { liked: false, waiting: false, busy: false, loading: true },
  toggle: vi.fn(async () => undefined),
}));
vi.mock('./hooks/use-meal', () => ({
  useMeal: () => ({ meal: testMeal({ _id: 'm1', mealTitle: 'Rice' }), loading: false }),
}));
vi.mock('./hooks/use-meal-like', () => ({
  useMealLike: () => ({ ...like.state, toggle: like.toggle }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = () =>
  renderRoutes([{ path: '/meal/:id', element: <MealDetailsPage /> }], {
    path: '/meal/m1',
    auth: fakeAuth({ user: fakeUser(), role: 'general' }),
  });

describe('the like button on meal details', () => {
  it('is busy and takes no tap while the resident’s like is read', async () => {
    like.state = { liked: false, waiting: false, busy: false, loading: true };
    renderPage();
    const button = await screen.findByRole('button', { name: /^Like\b/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(like.toggle).not.toHaveBeenCalled();
  });

  it('shows the like once read, and toggles it', async () => {
    like.state = { liked: true, waiting: false, busy: false, loading: false };
    renderPage();
    const button = await screen.findByRole('button', { name: /^Liked\b/ });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(like.toggle).toHaveBeenCalledTimes(1);
  });
});
