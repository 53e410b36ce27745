// After paying: the confirmation comes into view and takes the focus as it appears (on a phone
// Pay Now sits low on a long page), and the spec's redirect to /all-meals still follows.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test-support/render';
import { CheckoutSuccess } from './components/checkout-success';

const receipt = {
  package: 'gold' as const,
  amount: 4000,
  transactionId: 'pi_test_1',
  paymentDate: Date.UTC(2026, 10, 28),
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the checkout confirmation', () => {
  it('is brought into view with the focus on it, then goes to /all-meals', () => {
    vi.useFakeTimers();
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { location } = renderRoutes(
      [
        { path: '/checkout/gold', element: <CheckoutSuccess receipt={receipt} /> },
        { path: '/all-meals', element: <p>All meals</p> },
      ],
      { path: '/checkout/gold' },
    );
    const heading = screen.getByRole('heading', { name: 'Payment complete' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toContain(heading.closest('section'));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(location().pathname).toBe('/all-meals');
  });
});
