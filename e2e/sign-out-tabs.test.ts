// Signing out in one tab signs out every tab of the profile (docs/decisions/0019-the-device-remembers-its-user.md): the tabs share the session cookie and one local database, and the tab
// that signs out removes the user's data from it. The other tabs must then show themselves
// signed out (Join Us, a private page sends to /login), not keep showing a user whose likes
// are gone; and a sign-in afterwards, in either tab, works in both.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hostel/shared-schema';
import { signInAs, toastWith, useJourney } from './support';

type Meal = { _id: string; mealTitle: string; likes: number };

describe('signing out with two tabs open', () => {
  const journey = useJourney();

  it('signs the other tab out too, and it can sign in again', async ({ task }) => {
    const { context, page: first } = await journey.open('/', { as: 'resident' });
    const meals: Meal[] = await (await context.request.get('/api/all-meals-home')).json();
    // A meal this resident has not liked yet, on a retry too (the server keeps the first like).
    const meal = meals[task.result?.retryCount ?? 0]!;
    await first.goto(`/meal/${meal._id}`);
    const a = first;
    await a.getByRole('button', { name: /^Like/ }).click();
    await a
      .getByRole('button', { name: /^Liked/ })
      .getByText('Waiting to sync')
      .waitFor({
        state: 'detached',
      });
    const b = await context.newPage();
    const errors: string[] = [];
    b.on('pageerror', (error) => errors.push(error.message));
    await b.goto(`/meal/${meal._id}`);
    await b.getByRole('button', { name: /^Liked/ }).waitFor();
    const c = await context.newPage();
    await c.goto('/dashboard/my-profile');
    await c.getByRole('button', { name: /Account menu/ }).waitFor();

    await a.getByRole('button', { name: /Account menu/ }).click();
    await a.getByRole('menuitem', { name: 'Logout' }).click();
    await toastWith(a, MESSAGES.logoutSuccess).waitFor();

    // The other tabs follow, without a reload: signed out, the like no longer shown as theirs.
    await b.getByRole('link', { name: 'Join Us' }).waitFor({ timeout: 10_000 });
    expect(await b.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await b.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBeNull();
    await c.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    // Signing in again (here through the API, as the journey helper does) reaches every tab
    // when one of them checks: the reloaded tab signs in, the others follow it.
    await signInAs(context, 'resident');
    await a.reload();
    await a.getByRole('button', { name: /Account menu/ }).waitFor();
    await b.getByRole('button', { name: /Account menu/ }).waitFor({ timeout: 10_000 });
    await b.getByRole('button', { name: /^Liked/ }).waitFor({ timeout: 20_000 });
    // The other tab never fell into the error page (its collections were removed under it).
    expect(await b.getByText('Oops! Something went wrong.').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
