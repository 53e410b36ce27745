// Sign-in helpers for journeys. `signInAs` signs in through the API inside the browser context
// (the session cookie lands in the context), so a journey can start signed in without going
// through the login screen; journeys about the login screen itself use the form.
import type { BrowserContext } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../sync-server/src/seed/seed';

export type DemoRole = 'admin' | 'resident';

export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role} account in DEMO_ACCOUNTS`);
  return account;
}

export async function signIn(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) {
    throw new Error(`sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
  }
  return response.json();
}

export function signInAs(context: BrowserContext, role: DemoRole) {
  const { email, password } = demoAccount(role);
  return signIn(context, email, password);
}
