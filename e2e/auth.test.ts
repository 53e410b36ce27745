// Journeys through sign-in and sign-up (spec §2, §5, §8): each validation message, the
// identity provider's codes, the guard's return-to, and a resident kept off admin routes.
// Beyond the spec: a password reset link an admin issues, followed to a new password.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_CODES, MESSAGES, PASSWORD_RESET_TEXTS, VALIDATION } from '@hostel/shared-schema';
import { DEMO_ADMIN, DEMO_RESIDENTS } from '../sync-server/src/seed/demo-people';
import { seriousAxeViolations } from './support/axe';
import { demoAccount, signIn, useJourney } from './support';

/** A real 1×1 PNG (the server checks uploads by content). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAlert(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A toast's title (radix also announces it in a live region, hence exact + first). */
async function seeToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('login and registration', () => {
  const journey = useJourney();

  it('registration shows each validation message, then registers and signs in', async () => {
    const { page, errors } = await journey.open('/registration');
    const register = page.getByRole('button', { name: 'Register' });
    await register.click();
    for (const text of [
      VALIDATION.nameRequired,
      VALIDATION.emailRequired,
      VALIDATION.imageRequired,
      VALIDATION.passwordRequired,
    ]) {
      await expectAlert(page, text);
    }

    await page.getByLabel('Name').fill('Nadia Rahman');
    await page.getByLabel('Email').fill('nadia-at-example');
    await expectAlert(page, VALIDATION.emailInvalid);
    await page.getByLabel('Email').fill('nadia@example.com');

    await page.getByLabel('Password').fill('abc');
    await expectAlert(page, VALIDATION.passwordTooShort);
    await page.getByLabel('Password').fill('abcdefg');
    await expectAlert(page, VALIDATION.passwordNoSpecial);
    await page.getByLabel('Password').fill('abcdef#1');

    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    expect(await page.getByRole('alert').count()).toBe(0);

    await register.click();
    await seeToast(page, MESSAGES.registered);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('registration shows the provider code raw for a taken email', async () => {
    const { page } = await journey.open('/registration', { shared: true });
    await page.getByLabel('Name').fill('Second Resident');
    await page.getByLabel('Email').fill(demoAccount('resident').email);
    await page.getByLabel('Password').fill('Resident#2026');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await seeToast(page, AUTH_CODES.emailInUse);
    expect(new URL(page.url()).pathname).toBe('/registration');
  });

  it('login shows the validation messages and the invalid-credentials text', async () => {
    const { page } = await journey.open('/login', { shared: true });
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expectAlert(page, VALIDATION.emailRequired);
    await expectAlert(page, VALIDATION.passwordRequired);

    await page.getByLabel('Email').fill('resident');
    await expectAlert(page, VALIDATION.emailInvalid);

    await page.getByLabel('Email').fill(demoAccount('resident').email);
    await page.getByLabel('Password').fill('wrong-password!');
    await login.click();
    await seeToast(page, MESSAGES.invalidLogin);
    expect(new URL(page.url()).pathname).toBe('/login');
    // No provider offering Google is configured by default: no Google button.
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
  });

  it('a visitor sent to /login is brought back to the page they wanted', async () => {
    const { page } = await journey.open('/dashboard/my-reviews');
    await page.waitForURL((url) => url.pathname === '/login');
    const { email, password } = demoAccount('resident');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await seeToast(page, MESSAGES.loginSuccess);
    await page.waitForURL((url) => url.pathname === '/dashboard/my-reviews');
  });

  it('the registration link keeps the place to return to', async () => {
    const { page } = await journey.open('/checkout/gold');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/registration');
    await page.getByLabel('Name').fill('Gold Seeker');
    await page.getByLabel('Email').fill('gold.seeker@example.com');
    await page.getByLabel('Password').fill('golden#1');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/gold');
  });

  it('sends a resident on an admin route to /', async () => {
    const { page } = await journey.open('/dashboard/all-payments', {
      as: 'resident',
      shared: true,
    });
    await page.waitForURL((url) => url.pathname === '/');
  });
  it('works from the keyboard: Tab order Email, Password, Show, Forgot password?, Login; Enter signs in', async () => {
    const { page } = await journey.open('/login');
    const { email, password } = demoAccount('resident');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'password',
    );
    await page.keyboard.type(password);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Show password');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Forgot password?');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Login');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await seeToast(page, MESSAGES.loginSuccess);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('an admin issues a reset link; the resident follows it to a new password, signed out elsewhere', async () => {
    const resident = DEMO_RESIDENTS[6]!;
    // The resident is signed in on another device.
    const elsewhere = await journey.open('/');
    await signIn(elsewhere.context, resident.email, resident.password);

    const { page: admin } = await journey.open('/dashboard/manage-users', {
      as: 'admin',
      shared: true,
    });
    await admin.getByLabel('Search by name or email').fill(resident.email);
    await admin.getByRole('row').filter({ hasText: resident.email }).waitFor();
    await admin.getByRole('button', { name: `Reset link for ${resident.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Password reset link' });
    const link = new URL(await dialog.getByLabel('Link').inputValue());
    expect(link.pathname).toBe('/reset-password');

    const { page, errors } = await journey.open(`${link.pathname}${link.hash}`);
    await page.getByText(`For ${resident.email}.`, { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('Fresh#start7');
    await page.getByLabel('Repeat the new password').fill('Fresh#start7');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await seeToast(page, PASSWORD_RESET_TEXTS.passwordReset);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    // The other device is signed out; the old password no longer works.
    expect((await elsewhere.context.request.get('/api/auth/me')).status()).toBe(401);
    const old = await elsewhere.context.request.post('/api/auth/login', {
      data: { email: resident.email, password: resident.password },
    });
    expect(old.status()).toBe(401);

    // The resident's profile lists the link, who issued it, and that it was used.
    await page.goto('/dashboard/my-profile');
    const log = page.getByRole('list', { name: 'Password reset links issued for you' });
    await log.getByText(new RegExp(`by ${DEMO_ADMIN.name}: used`)).waitFor();

    // Used once: the same link now says so.
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByText(PASSWORD_RESET_TEXTS.linkDead).waitFor();
    expect(errors).toEqual([]);
  });
});
