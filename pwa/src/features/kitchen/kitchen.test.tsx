// The kitchen sees people: the day sheet counts plates per dish and the expected residents per
// diet, halal and allergen, says "1 plate" / "1 resident", names the residents on demand, and the
// 30-day chart explains itself until there is history; "Cook for N" says how its plates were
// reached. The REST client is stubbed.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitchenForecast, KitchenSlotRow } from '@hostel/shared-schema';
import { QueryStub } from '../../test-support/render';
import { CookFor } from './components/cook-for';
import { DaySheet } from './components/day-sheet';
import { KitchenChart } from './components/kitchen-chart';

const api = vi.hoisted(() => ({ kitchenPeople: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  menuApi: api,
}));

const row = (slot: KitchenSlotRow['slot'], overrides: Partial<KitchenSlotRow> = {}) =>
  ({
    date: '2026-11-29',
    slot,
    servesAt: 0,
    residents: 1,
    skips: 0,
    expected: 1,
    served: 0,
    duplicates: 0,
    mealTitles: [],
    dishes: [],
    diets: [],
    halalOnly: 0,
    allergens: [],
    ...overrides,
  }) satisfies KitchenSlotRow;

const serveAt = { breakfast: '07:30', lunch: '13:00', dinner: '20:00' };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the day sheet', () => {
  it('counts plates per dish and the residents per diet and allergen, in the singular for one', () => {
    const lunch = row('lunch', {
      residents: 4,
      skips: 1,
      expected: 3,
      mealTitles: ['Chicken Curry', 'Dal'],
      dishes: [
        { mealId: 'm1', title: 'Chicken Curry', plates: 1, unfit: 2 },
        { mealId: 'm2', title: 'Dal', plates: 3, unfit: 0 },
      ],
      diets: [{ diet: 'vegetarian', count: 1 }],
      halalOnly: 1,
      allergens: [{ allergen: 'milk', count: 1 }],
    });
    render(
      <QueryStub>
        <DaySheet date="2026-11-29" rows={[row('breakfast'), lunch]} serveAt={serveAt} />
      </QueryStub>,
    );
    const breakfast = screen.getByRole('heading', { name: /Breakfast/ }).closest('article')!;
    expect(breakfast.textContent).toContain('1 plate');
    expect(breakfast.textContent).not.toContain('1 plates');
    expect(within(breakfast).getByText(/1 resident −/)).toBeTruthy();
    const slot = screen.getByRole('heading', { name: /Lunch/ }).closest('article')!;
    const curry = within(slot).getByText('Chicken Curry').closest('li')!;
    expect(curry.textContent).toBe("Chicken Curry 1 plate (2 residents can't eat it)");
    expect(within(slot).getByText('Dal').closest('li')!.textContent).toBe('Dal 3 plates');
    const needs = within(slot).getByRole('list', {
      name: 'Diets and allergies of the residents expected',
    });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetarian: 1', 'Halal only: 1', 'Avoid milk: 1']);
  });

  it('names the expected residents on demand', async () => {
    api.kitchenPeople.mockResolvedValue({
      date: '2026-11-29',
      slot: 'lunch',
      people: [
        {
          name: 'Anika',
          email: 'a@h.test',
          diet: 'vegetarian',
          halalOnly: false,
          avoid: ['peanuts'],
        },
        { name: 'Chitra', email: 'c@h.test', diet: null, halalOnly: false, avoid: [] },
      ],
    });
    render(
      <QueryStub>
        <DaySheet date="2026-11-29" rows={[row('lunch', { expected: 2 })]} serveAt={serveAt} />
      </QueryStub>,
    );
    expect(api.kitchenPeople).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Who is expected at Lunch/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Expected at Lunch/ });
    await within(dialog).findByText('Anika');
    expect(within(dialog).getByText('Vegetarian · No peanuts')).toBeTruthy();
    expect(within(dialog).getByText('No special diet')).toBeTruthy();
    expect(api.kitchenPeople).toHaveBeenCalledWith('2026-11-29', 'lunch');
  });
});

describe('the 30-day chart', () => {
  it('says there is no history yet instead of drawing empty bars', () => {
    const empty = ['breakfast', 'lunch', 'dinner'].map((slot) =>
      row(slot as KitchenSlotRow['slot'], { residents: 0, expected: 0 }),
    );
    render(<KitchenChart rows={empty} />);
    expect(screen.getByText('No history yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('Cook for N', () => {
  const slot = (overrides: Partial<KitchenForecast['rows'][number]>) => ({
    slot: 'lunch' as const,
    residents: 12,
    skips: 2,
    expected: 10,
    noShowRate: null,
    cookFor: 10,
    historyDays: 0,
    recentError: null,
    ...overrides,
  });

  it('gives tomorrow’s plates per slot, how they were reached and how far they landed lately', () => {
    render(
      <CookFor
        forecast={{
          date: '2026-11-30',
          rows: [
            slot({
              slot: 'breakfast',
              noShowRate: 0.25,
              cookFor: 8,
              historyDays: 28,
              recentError: { meanAbsolute: 1.43, days: 7 },
            }),
            slot({ slot: 'lunch', expected: 1, cookFor: 1 }),
            slot({
              slot: 'dinner',
              noShowRate: 0.1,
              cookFor: 9,
              historyDays: 1,
              recentError: { meanAbsolute: 1, days: 1 },
            }),
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: /^Cook for · / })).toBeTruthy();
    const breakfast = screen.getByTestId('cook-for-breakfast');
    expect(within(breakfast).getByText('8 plates')).toBeTruthy();
    expect(
      within(breakfast).getByText('10 expected; 25% did not come over the last 28 counter days'),
    ).toBeTruthy();
    expect(
      within(breakfast).getByText('Off by 1.4 plates on average over the last 7 days'),
    ).toBeTruthy();
    const lunch = screen.getByTestId('cook-for-lunch');
    expect(within(lunch).getByText('1 plate')).toBeTruthy();
    expect(
      within(lunch).getByText('1 expected; no counter history yet, so no one is left out'),
    ).toBeTruthy();
    const dinner = screen.getByTestId('cook-for-dinner');
    expect(
      within(dinner).getByText('10 expected; 10% did not come over the last 1 counter day'),
    ).toBeTruthy();
    expect(within(dinner).getByText('Off by 1 plate on average over the last 1 day')).toBeTruthy();
  });
});
