// The food labels in the admin's meal forms, rendered in happy-dom with the HTTP calls
// captured: Add Meal refuses a meal whose allergens are not stated (a field message, no call),
// the chips are toggle buttons that "No listed allergens" clears and disables, and the post
// carries the labels. The edit dialog keeps 'No Change' for a meal stored unlabelled and sends
// the labels once the admin sets them.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_NAMES, MESSAGES, type Meal } from '@hostel/shared-schema';
import { toast } from '../../../components/ui';
import { fakeAuth, fakeUser, QueryStub, renderRoutes } from '../../../test-support/render';
import { testMeal } from '../../../test-support/test-meal';
import { EditMealDialog } from '../components/edit-meal-dialog';
import { AddMealPage } from '../pages/add-meal-page';
import { LABEL_MESSAGES, NO_ALLERGENS_LABEL } from './label-draft';
import { render } from '@testing-library/react';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];

/** The server's side of the calls the forms make: an upload URL, an insert, an update. */
function answer(url: string): unknown {
  if (url.includes('/upload')) return { data: { display_url: '/uploads/x.png' } };
  if (url.includes('/update-one-meal/')) return { acknowledged: true, modifiedCount: 1 };
  if (url.includes('/add-meal')) return { acknowledged: true, insertedId: 'new' };
  return { result: [], count: 0 };
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ url, method: init?.method ?? 'GET', body });
      return new Response(JSON.stringify(answer(url)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  toast.reset();
  vi.unstubAllGlobals();
});

const chip = (name: string) => screen.getByRole('button', { name });
const sent = (part: string) => calls.filter((call) => call.url.includes(part));

function fillSpecFields() {
  fireEvent.change(screen.getByLabelText('Meal Title'), { target: { value: 'Dal Puri' } });
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '40' } });
  fireEvent.change(screen.getByLabelText('Meal Type'), { target: { value: 'breakfast' } });
  fireEvent.change(screen.getByLabelText('Meal Image'), {
    target: { files: [new File(['png'], 'puri.png', { type: 'image/png' })] },
  });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Fried bread.' } });
  fireEvent.click(screen.getByLabelText('3 stars'));
  fireEvent.change(screen.getByLabelText('Ingredients'), { target: { value: 'Flour' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('Add Meal: food labels', () => {
  const admin = fakeUser({ name: 'Admin', email: 'admin@hostel.test', role: 'admin' });
  const auth = fakeAuth({ user: admin, role: 'admin' });

  it('refuses unstated allergens with a field message, then posts the labels', async () => {
    renderRoutes([{ path: '/', element: <AddMealPage /> }], { auth });
    fillSpecFields();
    fireEvent.change(screen.getByLabelText('Diet'), { target: { value: 'vegetarian' } });

    await press('Add Meal');
    await screen.findByRole('button', { name: MESSAGES.progressError });
    expect(screen.getByText(LABEL_MESSAGES.allergensRequired)).toBeTruthy();
    expect(calls).toEqual([]);

    // Chips toggle with aria-pressed; ticking "No listed allergens" clears and disables them.
    expect(chip(ALLERGEN_NAMES.gluten).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip(ALLERGEN_NAMES.gluten));
    expect(chip(ALLERGEN_NAMES.gluten).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(LABEL_MESSAGES.allergensRequired)).toBeNull();
    fireEvent.click(screen.getByLabelText(NO_ALLERGENS_LABEL));
    expect(chip(ALLERGEN_NAMES.gluten).getAttribute('aria-pressed')).toBe('false');
    expect((chip(ALLERGEN_NAMES.peanuts) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(NO_ALLERGENS_LABEL));
    fireEvent.click(chip(ALLERGEN_NAMES.gluten));
    fireEvent.click(chip(ALLERGEN_NAMES.milk));
    fireEvent.click(screen.getByRole('switch', { name: 'Halal' }));

    await waitFor(() => screen.getByRole('button', { name: 'Add Meal' }), { timeout: 3000 });
    await press('Add Meal');
    await waitFor(() => expect(sent('/add-meal')).toHaveLength(1));
    expect(sent('/add-meal')[0].body).toMatchObject({
      mealTitle: 'Dal Puri',
      diet: 'vegetarian',
      halal: true,
      allergens: ['gluten', 'milk'],
    });
  });

  it('requires a diet and states both rules at once on an empty submit', async () => {
    renderRoutes([{ path: '/', element: <AddMealPage /> }], { auth });
    await press('Add Meal');
    await screen.findByText(LABEL_MESSAGES.dietRequired);
    expect(screen.getByText(LABEL_MESSAGES.allergensRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('Meal edit: food labels', () => {
  /** Stored before labels existed: not labelled. */
  const stored = testMeal({ mealTitle: 'Khichuri', price: 120 });

  function renderDialog(meal: Meal) {
    render(
      <QueryStub>
        <EditMealDialog meal={meal} onClose={() => undefined} />
      </QueryStub>,
    );
    return screen.getByRole('dialog', { name: 'Update Meal' });
  }

  it("shows an unlabelled meal as not labelled; 'No Change' until it is labelled", async () => {
    const dialog = renderDialog(stored);
    const diet = within(dialog).getByLabelText('Diet') as HTMLSelectElement;
    expect(diet.selectedOptions[0].textContent).toBe('Not labelled yet');
    expect(within(dialog).getByText('Not labelled yet', { selector: 'span' })).toBeTruthy();

    await press('Update Meal');
    await screen.findByRole('button', { name: MESSAGES.noChange });
    expect(calls).toEqual([]);

    fireEvent.change(diet, { target: { value: 'vegan' } });
    fireEvent.click(within(dialog).getByLabelText(NO_ALLERGENS_LABEL));
    await waitFor(() => screen.getByRole('button', { name: 'Update Meal' }), { timeout: 3000 });
    await press('Update Meal');
    await waitFor(() => expect(sent('/update-one-meal/')).toHaveLength(1));
    expect(sent('/update-one-meal/')[0]).toMatchObject({
      method: 'PATCH',
      body: { mealTitle: 'Khichuri', diet: 'vegan', halal: false, allergens: [] },
    });
  });

  it('shows stored labels and keeps them when only another field changes', async () => {
    const dialog = renderDialog({ ...stored, diet: 'fish', halal: true, allergens: ['fish'] });
    expect((within(dialog).getByLabelText('Diet') as HTMLSelectElement).value).toBe('fish');
    expect(within(dialog).getByRole('switch', { name: 'Halal' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(chip(ALLERGEN_NAMES.fish).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '130' } });
    await press('Update Meal');
    await waitFor(() => expect(sent('/update-one-meal/')).toHaveLength(1));
    expect(sent('/update-one-meal/')[0].body).toMatchObject({
      price: 130,
      diet: 'fish',
      halal: true,
      allergens: ['fish'],
    });
  });
});
