// Firebase Auth in the PWA, in Chromium, with the real `firebase` SDK against the Firebase Auth
// emulator (firebase-tools from the user's cache, scripts/firebase-tools.mjs; support/firebase-emulator.ts) and
// the real server in its explicit emulator mode: register with name and photo, logout from both,
// sign in again, a wrong password and a taken e-mail shown as the spec says, Google sign-in
// through the emulator's popup, a forgotten password reset through Firebase's own e-mail, and a
// session only for a token the emulator vouches for. The SDK
// never loads on the home route. Google's API loader, which the popup flow needs, is the local
// stand-in of support/gapi-stub.ts: nothing reaches the internet.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES, PASSWORD_RESET_TEXTS } from '@hostel/shared-schema';
import { UnsecuredJWT } from 'jose';
import { PNG_1X1 } from '../sync-server/src/test-support/test-images';
import {
  gotoApp,
  launchBrowser,
  newContext,
  startE2EServer,
  toastWith,
  trackPageErrors,
  type E2EServer,
} from './support';
import { startAuthEmulator, type AuthEmulator } from './support/firebase-emulator';
import { routeGapiStub } from './support/gapi-stub';

let emulator: AuthEmulator;
let server: E2EServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  emulator = await startAuthEmulator();
  [server, browser] = await Promise.all([
    startE2EServer({
      env: {
        IDENTITY_PROVIDER: 'firebase',
        FIREBASE_PROJECT_ID: emulator.projectId,
        FIREBASE_API_KEY: 'demo-api-key-e2e',
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      },
    }),
    launchBrowser(),
  ]);
}, 15 * 60_000);
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await emulator?.stop();
});

async function open(path: string) {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  // Nothing may reach the internet (the emulator's own pages style themselves from CDNs).
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (r) =>
    r.abort(),
  );
  await routeGapiStub(context);
  const sdkFiles: string[] = [];
  context.on('request', (request) => {
    if (/firebase|identitytoolkit/i.test(request.url())) sdkFiles.push(request.url());
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await gotoApp(page, path);
  return { context, page, errors, sdkFiles };
}

async function emulatorAccount(email: string) {
  const response = await fetch(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  return ((await response.json()) as { users?: Record<string, unknown>[] }).users?.[0];
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await toastWith(page, MESSAGES.logoutSuccess).waitFor();
}

/** The emulator's REST API for the web app's key (what Firebase's own pages call). */
const identityToolkit = (method: string, body: unknown) =>
  fetch(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key-e2e`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );

describe('Firebase Auth (emulator)', () => {
  it("resets a forgotten password through Firebase's own e-mail", async () => {
    // An address of its own per attempt: a retried attempt finds the first one's account taken.
    const email = `forgetful-${crypto.randomUUID().slice(0, 8)}@hostel.test`;
    expect((await identityToolkit('signUp', { email, password: 'Old#pass1' })).ok).toBe(true);
    const { page, errors } = await open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page, with its own Email field, stays on screen while the reset page's code loads.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.firebaseSent).waitFor();

    // The e-mail Firebase would send: its code, used as Firebase's reset page does.
    const codes = (await (
      await fetch(`${emulator.url}/emulator/v1/projects/${emulator.projectId}/oobCodes`)
    ).json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
    const reset = codes.oobCodes.find(
      (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
    );
    expect(reset).toBeDefined();
    const done = await identityToolkit('resetPassword', {
      oobCode: reset!.oobCode,
      newPassword: 'New#pass2',
    });
    expect(done.ok).toBe(true);

    await gotoApp(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('New#pass2');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, MESSAGES.loginSuccess).waitFor();
    expect(errors).toEqual([]);
  });

  it('registers with name and photo, logs out of both, signs in again', async () => {
    const { page, context, sdkFiles } = await open('/');
    await page.getByRole('link', { name: 'Join Us' }).waitFor();
    expect(sdkFiles, 'no Firebase on the home route').toEqual([]);

    await gotoApp(page, '/registration');
    await page.getByLabel('Name').fill('Farhana Akter');
    await page.getByLabel('Email').fill('farhana@hostel.test');
    await page.getByLabel('Password').fill('Secret#2026');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await toastWith(page, MESSAGES.registered).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    expect(sdkFiles.some((url) => /identitytoolkit/.test(url))).toBe(true);

    const me = await (await context.request.get('/api/auth/me')).json();
    expect(me).toMatchObject({ email: 'farhana@hostel.test', name: 'Farhana Akter' });
    expect(me.photo).toMatch(/\/api\/uploads\//);
    const account = await emulatorAccount('farhana@hostel.test');
    expect(account).toMatchObject({ displayName: 'Farhana Akter', photoUrl: me.photo });

    await logout(page);
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    // Signed out of Firebase too: its persisted user entry is gone.
    const firebaseKeys = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('firebaseLocalStorageDb');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result
              .transaction('firebaseLocalStorage')
              .objectStore('firebaseLocalStorage')
              .getAllKeys();
            request.onsuccess = () => resolve(request.result.map(String));
            request.onerror = () => reject(request.error);
          };
        }),
    );
    expect(firebaseKeys.filter((key) => key.startsWith('firebase:authUser:'))).toEqual([]);

    await gotoApp(page, '/login');
    await page.getByLabel('Email').fill('farhana@hostel.test');
    await page.getByLabel('Password').fill('Secret#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, MESSAGES.loginSuccess).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
  });

  it('shows a wrong password as Invalid User or Password', async () => {
    const { page, context } = await open('/login');
    await page.getByLabel('Email').fill('farhana@hostel.test');
    await page.getByLabel('Password').fill('Wrong#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toastWith(page, MESSAGES.invalidLogin).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
  });

  it('signs in with Google through the emulator popup', async () => {
    const { page, context } = await open('/login');
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    // The emulator's own account chooser: a new fake Google account.
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill('rahim.google@hostel.test');
    await popup.locator('#display-name-input').fill('Rahim Uddin');
    await popup.locator('#sign-in').click();
    await toastWith(page, MESSAGES.googleLoginSuccess).waitFor();
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    const me = await (await context.request.get('/api/auth/me')).json();
    expect(me).toMatchObject({ email: 'rahim.google@hostel.test', name: 'Rahim Uddin' });
    const account = await emulatorAccount('rahim.google@hostel.test');
    expect(account).toMatchObject({ displayName: 'Rahim Uddin' });
  });

  it('shows a taken e-mail as the raw Firebase code', async () => {
    const { page } = await open('/registration');
    await page.getByLabel('Name').fill('Farhana Again');
    await page.getByLabel('Email').fill('farhana@hostel.test');
    await page.getByLabel('Password').fill('Secret#2026');
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await toastWith(page, 'auth/email-already-in-use').waitFor();
  });

  it('issues a session only for a token the emulator vouches for', async () => {
    const { context } = await open('/');
    const forged = new UnsecuredJWT({
      iss: `https://securetoken.google.com/${emulator.projectId}`,
      aud: emulator.projectId,
      sub: 'no-such-uid',
      email: 'intruder@hostel.test',
      exp: Math.floor(Date.now() / 1000) + 3600,
    }).encode();
    const refused = await context.request.post('/api/auth/firebase', { data: { idToken: forged } });
    expect(refused.status()).toBe(401);
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
  });
});
