import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  afterEach(cleanup);

  function setup(page: number, pageCount: number) {
    const onPageChange = vi.fn();
    render(<Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />);
    return {
      onPageChange,
      prev: screen.getByRole('button', { name: /Prev/ }),
      next: screen.getByRole('button', { name: /Next/ }),
      pages: screen.getAllByRole('button', { name: /^Page \d+$/ }),
    };
  }

  it('shows Prev, numbered pages and Next, with the current page marked', () => {
    const { pages } = setup(1, 3);
    expect(pages.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(pages[1].getAttribute('aria-current')).toBe('page');
    expect(pages[0].getAttribute('aria-current')).toBeNull();
  });

  it.each([
    [0, 3, true, false],
    [1, 3, false, false],
    [2, 3, false, true],
    [0, 1, true, true],
    [0, 0, true, true],
  ])('page %i of %i: Prev disabled %s, Next disabled %s', (page, count, prevOff, nextOff) => {
    const { prev, next } = setup(page, count);
    expect(prev).toHaveProperty('disabled', prevOff);
    expect(next).toHaveProperty('disabled', nextOff);
  });

  it('asks for the previous, next and a chosen page (zero-based)', () => {
    const { prev, next, pages, onPageChange } = setup(1, 3);
    fireEvent.click(prev);
    fireEvent.click(next);
    fireEvent.click(pages[2]);
    expect(onPageChange.mock.calls).toEqual([[0], [2], [2]]);
  });
});
