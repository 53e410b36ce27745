import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlannedSlot } from '../../db';
import { testMeal } from '../../test-support/test-meal';
import { SlotSection } from './slot-section';
import type { SlotView } from './slot-view';

// A served slot: no skip control, so the section renders without a data layer.
const view: SlotView = {
  slot: 'lunch',
  label: 'Lunch',
  serveAt: '13:00',
  servesAt: 0,
  cutoff: 0,
  cutoffText: '09:00',
  served: true,
  next: false,
};

const plannedWith = (mealIds: string[], meals = [] as PlannedSlot['meals']): PlannedSlot =>
  ({ _id: '2026-11-24:lunch', date: '2026-11-24', slot: 'lunch', mealIds, meals }) as never;

function renderSlot(
  planned?: PlannedSlot,
  options: { cards?: boolean; settling?: boolean; mealsArriving?: boolean } = {},
) {
  render(
    <MemoryRouter>
      <SlotSection date="2026-11-24" view={view} planned={planned} now={1} {...options} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('a slot of the menu', () => {
  it('says "Not planned yet" only when nothing is planned', () => {
    renderSlot(undefined);
    expect(screen.getByText('Not planned yet')).toBeTruthy();
  });

  it('holds the place of planned meals that have not reached the device yet', () => {
    renderSlot(plannedWith(['m1', 'm2']));
    expect(screen.queryByText('Not planned yet')).toBeNull();
    const arriving = screen.getByTestId('slot-meals-arriving');
    expect(arriving.getAttribute('aria-busy')).toBe('true');
    expect(arriving.children).toHaveLength(2);
  });

  it('holds the place of planned meals at card size on the menu page', () => {
    renderSlot(plannedWith(['m1', 'm2']), { cards: true });
    const grid = screen.getByTestId('slot-meals-arriving').querySelector('.meal-grid');
    expect(grid?.querySelectorAll('.meal-card')).toHaveLength(2);
  });

  it('holds a place while the menu may still be arriving, and says "Not planned yet" after', () => {
    renderSlot(undefined, { cards: true, settling: true });
    expect(screen.queryByText('Not planned yet')).toBeNull();
    expect(screen.getByTestId('slot-meals-arriving').querySelectorAll('.meal-card')).toHaveLength(
      1,
    );
    cleanup();
    renderSlot(undefined, { cards: true, settling: false });
    expect(screen.getByText('Not planned yet')).toBeTruthy();
  });

  it('holds the places of planned meals still arriving beside the ones already here', () => {
    const here = plannedWith(['m1', 'm2', 'm3'], [testMeal({ _id: 'm1' })]);
    renderSlot(here, { cards: true, mealsArriving: true });
    const grid = document.querySelector('.meal-grid');
    expect(grid?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(grid?.querySelectorAll('.meal-card')).toHaveLength(3);
    cleanup();
    // Once the meals' first pull is here, a planned meal still missing holds no place.
    renderSlot(here, { cards: true, mealsArriving: false });
    expect(document.querySelectorAll('.meal-grid .meal-card')).toHaveLength(1);
  });
});
