// The demo sign-ins worth printing at start: the demo accounts this database holds whose password
// is still the demo one. Someone who changed a demo password must not be shown a stale one, and
// a database never seeded shows none.
import { verifyPassword } from '../auth/passwords';
import type { Executor } from '../db/database';
import { credentialsOf } from '../domain/users/accounts';
import { DEMO_ACCOUNTS } from './seed';

export type DemoSignIn = (typeof DEMO_ACCOUNTS)[number];

export async function workingDemoSignIns(db: Executor): Promise<DemoSignIn[]> {
  const working: DemoSignIn[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const credentials = await credentialsOf(db, account.email);
    if (credentials && (await verifyPassword(account.password, credentials.passwordHash))) {
      working.push(account);
    }
  }
  return working;
}

/** The lines printed under "Demo sign-in:". */
export function signInLines(accounts: DemoSignIn[]): string[] {
  return accounts.map(
    (account) => `  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}`,
  );
}
