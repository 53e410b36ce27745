// The world of the contract tests: a real server with the demo data seeded, a visitor, the demo
// resident and the demo admin signed in through the real login, and a fresh resident (no
// package, no chat) for the admin-only refusals.
import type { UserDoc } from '@hostel/shared-schema';
import { seedDemoData } from '../seed/seed';
import { DEMO_ADMIN, DEMO_RESIDENT } from '../seed/demo-people';
import { signedInAs, type TestUser } from './accounts';
import type { ApiClient } from './api-client';
import { expectOk } from './contract-call';
import { startTestServer, type TestServer } from './test-server';

export type ContractWorld = {
  test: TestServer;
  visitor: ApiClient;
  resident: ApiClient;
  residentUser: UserDoc;
  admin: ApiClient;
  adminUser: UserDoc;
  fresh: ApiClient;
  freshUser: TestUser;
};

export async function startContractWorld(): Promise<ContractWorld> {
  const test = await startTestServer({}, { beforeReady: seedDemoData });
  const login = async ({ email, password }: { email: string; password: string }) => {
    const client = test.client();
    const user = await expectOk(client, 'login', { body: { email, password } });
    return { client, user };
  };
  const resident = await login(DEMO_RESIDENT);
  const admin = await login(DEMO_ADMIN);
  const fresh = await signedInAs(test, 'general');
  return {
    test,
    visitor: test.client(),
    resident: resident.client,
    residentUser: resident.user,
    admin: admin.client,
    adminUser: admin.user,
    fresh: fresh.client,
    freshUser: fresh.user,
  };
}
