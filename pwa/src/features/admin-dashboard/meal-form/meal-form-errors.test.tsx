// The meal forms tell the admin what is wrong, where they look: a refused Add Meal or Meal edit
// submit scrolls to and focuses the first invalid field, and every invalid field has a message
// beside it (the spec's marker stays, and so do the buttons' 'Error' and 'Rating'). Price takes
// only a decimal number. No call is made while the form is refused.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { toast } from '../../../components/ui';
import { fakeAuth, fakeUser, QueryStub, renderRoutes } from '../../../test-support/render';
import { testMeal } from '../../../test-support/test-meal';
import { EditMealDialog } from '../components/edit-meal-dialog';
import { AddMealPage } from '../pages/add-meal-page';
import { LABEL_MESSAGES, NO_ALLERGENS_LABEL } from './label-draft';
import { MEAL_FIELD_MESSAGES } from './meal-draft';

const fetchCalls = vi.fn();
/** The element each scrollIntoView call was made on. */
let scrolledTo: Element[] = [];

beforeEach(() => {
  fetchCalls.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      fetchCalls(String(input instanceof Request ? input.url : input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  scrolledTo = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolledTo.push(this);
  });
});

afterEach(() => {
  cleanup();
  toast.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** The message shown under a field, found through the field's aria-describedby. */
function messageOf(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent;
}

const admin = fakeUser({ name: 'Admin', email: 'admin@hostel.test', role: 'admin' });
const auth = fakeAuth({ user: admin, role: 'admin' });

describe('Add Meal: what is wrong, where the admin looks', () => {
  it('an empty submit: every field says what is wrong; the first one is scrolled to and focused', async () => {
    renderRoutes([{ path: '/', element: <AddMealPage /> }], { auth });
    await press('Add Meal');

    const title = screen.getByLabelText(/^Meal Title/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrolledTo).toEqual([title]);
    expect(messageOf(title)).toBe(MEAL_FIELD_MESSAGES.mealTitle);
    expect(messageOf(screen.getByLabelText(/^Price/))).toBe(MEAL_FIELD_MESSAGES.priceMissing);
    expect(messageOf(screen.getByLabelText(/^Meal Type/))).toBe(MEAL_FIELD_MESSAGES.mealType);
    expect(messageOf(screen.getByLabelText(/^Meal Image/))).toBe(MEAL_FIELD_MESSAGES.mealImage);
    expect(messageOf(screen.getByLabelText(/^Description/))).toBe(MEAL_FIELD_MESSAGES.description);
    expect(messageOf(screen.getByLabelText('Diet'))).toBe(LABEL_MESSAGES.dietRequired);
    expect(screen.getByText(LABEL_MESSAGES.allergensRequired)).toBeTruthy();
    expect(screen.getByText(MEAL_FIELD_MESSAGES.rating)).toBeTruthy();
    expect(messageOf(screen.getByLabelText('Ingredients'))).toBe(MEAL_FIELD_MESSAGES.ingredients);
    // The spec's markers stay beside the five required fields, and the button says 'Error'.
    expect(screen.getAllByText('(required)')).toHaveLength(5);
    await screen.findByRole('button', { name: MESSAGES.progressError });
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("only the rating missing: 'Pick a rating' beside the stars, the button 'Rating', focus on the stars", async () => {
    renderRoutes([{ path: '/', element: <AddMealPage /> }], { auth });
    fireEvent.change(screen.getByLabelText(/^Meal Title/), { target: { value: 'Dal Puri' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '40.5' } });
    fireEvent.change(screen.getByLabelText(/^Meal Type/), { target: { value: 'breakfast' } });
    fireEvent.change(screen.getByLabelText('Diet'), { target: { value: 'vegetarian' } });
    fireEvent.click(screen.getByLabelText(NO_ALLERGENS_LABEL));
    fireEvent.change(screen.getByLabelText(/^Meal Image/), {
      target: { files: [new File(['png'], 'puri.png', { type: 'image/png' })] },
    });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Fried bread.' } });
    fireEvent.change(screen.getByLabelText('Ingredients'), { target: { value: 'Flour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await press('Add Meal');
    const stars = screen.getByRole('group', { name: 'Rating' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(stars).getAllByRole('radio')[0]),
    );
    expect(scrolledTo).toEqual([stars]);
    expect(within(stars).getByRole('alert').textContent).toBe(MEAL_FIELD_MESSAGES.rating);
    await screen.findByRole('button', { name: MESSAGES.progressErrorRating });
    expect(screen.queryAllByText('(required)')).toHaveLength(0);

    // Picking a star takes the message away.
    fireEvent.click(screen.getByLabelText('3 stars'));
    expect(screen.queryByText(MEAL_FIELD_MESSAGES.rating)).toBeNull();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it('Price takes only a decimal number', () => {
    renderRoutes([{ path: '/', element: <AddMealPage /> }], { auth });
    const price = screen.getByLabelText(/^Price/) as HTMLInputElement;
    for (const refused of ['abc', '12a', '-5', '1e3', '12,5']) {
      fireEvent.change(price, { target: { value: refused } });
      expect(price.value).toBe('');
    }
    fireEvent.change(price, { target: { value: '99.' } });
    fireEvent.change(price, { target: { value: '99.5' } });
    fireEvent.change(price, { target: { value: '99.5.' } });
    expect(price.value).toBe('99.5');
  });

  it('a price that stops at the point is refused with a message beside it', async () => {
    renderRoutes([{ path: '/', element: <AddMealPage /> }], { auth });
    fireEvent.change(screen.getByLabelText(/^Meal Title/), { target: { value: 'Dal Puri' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '12.' } });
    await press('Add Meal');
    const price = screen.getByLabelText(/^Price/);
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(messageOf(price)).toBe(MEAL_FIELD_MESSAGES.priceNotDecimal);
  });
});

describe('Meal edit: what is wrong, where the admin looks', () => {
  it('a refused save moves to the first invalid field and says what is wrong', async () => {
    render(
      <QueryStub>
        <EditMealDialog
          meal={testMeal({ mealTitle: 'Khichuri', price: 120 })}
          onClose={() => undefined}
        />
      </QueryStub>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Update Meal' });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '' } });
    await press('Update Meal');

    const price = within(dialog).getByLabelText(/^Price/);
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(scrolledTo).toEqual([price]);
    expect(messageOf(price)).toBe(MEAL_FIELD_MESSAGES.priceMissing);
    expect(messageOf(within(dialog).getByLabelText(/^Description/))).toBe(
      MEAL_FIELD_MESSAGES.description,
    );
    expect(within(dialog).getAllByText('(required)')).toHaveLength(2);
    await screen.findByRole('button', { name: MESSAGES.progressError });
    expect(fetchCalls).not.toHaveBeenCalled();
  });
});
