// Journeys through the profile's "Account security": "Change password" with a wrong
// then the right current password, after which the same account on another browser is signed
// out at its next call; and "Sign out everywhere" from the admin profile.
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { ACCOUNT_SECURITY_TEXTS } from '@hostel/shared-schema';
import { signIn, toastWith, useJourney } from './support';

let counter = 0;

async function registerFresh(context: BrowserContext) {
  counter += 1;
  const email = `secure${counter}.${Date.now()}@example.com`;
  const answer = await context.request.post('/api/auth/register', {
    data: { name: 'Secure Person', email, password: 'Fresh#2026', photo: '/default-avatar.png' },
  });
  expect(answer.status()).toBe(201);
  return email;
}

describe('account security', () => {
  const journey = useJourney();

  it('changes the password (current one required) and signs the other device out', async () => {
    const { page, context, errors } = await journey.open('/');
    const email = await registerFresh(context);
    const other = await journey.open('/', {});
    await signIn(other.context, email, 'Fresh#2026');

    await page.goto('/dashboard/my-profile');
    await page.getByRole('heading', { name: 'Account security' }).waitFor();
    await page.getByText('You are also signed in on 1 other device.').waitFor();
    await page.getByLabel('Current password').fill('Fresh#2026');
    await page.getByLabel('New password', { exact: true }).fill('Newer#2026');
    await page.getByLabel('Repeat the new password').fill('Newer#2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: ACCOUNT_SECURITY_TEXTS.confirmMismatch })
      .waitFor();

    await page.getByLabel('Current password').fill('Wrong#2026');
    await page.getByLabel('Repeat the new password').fill('Newer#2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: ACCOUNT_SECURITY_TEXTS.currentPasswordWrong })
      .waitFor();
    expect(page.url()).toContain('/dashboard/my-profile');

    await page.getByLabel('Current password').fill('Fresh#2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toastWith(page, ACCOUNT_SECURITY_TEXTS.passwordChanged).waitFor();
    await page.getByText('You are signed in on this device only.').waitFor();

    // The other browser's session has ended: its next authenticated call sends it to /login.
    await other.page.goto('/dashboard/my-profile');
    await other.page.waitForURL(/\/login/);
    const relogin = await other.context.request.post('/api/auth/login', {
      data: { email, password: 'Newer#2026' },
    });
    expect(relogin.status()).toBe(200);
    expect(errors).toEqual([]);
  });

  it('signs out everywhere from the admin profile', async () => {
    const elsewhere = await journey.open('/', { as: 'admin' });
    const { page, errors } = await journey.open('/dashboard/admin-profile', { as: 'admin' });
    await page.getByRole('heading', { name: 'Account security' }).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await toastWith(page, ACCOUNT_SECURITY_TEXTS.signedOutEverywhere).waitFor();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    expect((await elsewhere.context.request.get('/api/auth/me')).status()).toBe(401);
    expect(errors).toEqual([]);
  });
});
