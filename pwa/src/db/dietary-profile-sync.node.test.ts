// The dietary profile through real RxDB replication against a real server: saved
// offline on a phone (Dexie over fake-indexeddb), it survives a reload while still waiting, then
// reaches the server once online and the resident's second device pulls it. Another resident's
// profile pushed by this user is refused with its reason and never stored.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dietaryProfileId, type DietaryProfileFields } from '@hostel/shared-schema';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { saveDietaryProfile } from './dietary-profile';
import { openClient, waitFor, type NetworkSwitch } from './test-support/clients';

let test: TestServer;
const open = new Set<DataLayer>();
const COLLECTIONS = ['dietaryProfiles'] as const;

beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await Promise.all([...open].map((layer) => layer.close()));
  await test.close();
});

const profile: DietaryProfileFields = {
  diet: 'vegetarian',
  halalOnly: true,
  avoid: ['peanuts', 'tree-nuts'],
  hideUnsuitable: true,
};

it('an offline edit survives a reload, then syncs to the server and the other device', async () => {
  const resident = await signedInAs(test, 'general');
  const network: NetworkSwitch = { offline: true };
  const name = `diet${Date.now()}`;
  const common = { url: test.url, session: resident, network, storage: 'dexie' as const, name };
  const phone = await openClient({ ...common, collections: COLLECTIONS });
  open.add(phone);
  expect(await saveDietaryProfile(phone, profile)).toBe(true);
  expect(await saveDietaryProfile(phone, profile)).toBe(false); // unchanged: no new write
  await waitFor(() => phone.status.value.pending === 1, { what: 'the profile to wait' });
  open.delete(phone);
  await phone.close();

  // The reload: same database, still offline; the profile is there and still waiting.
  const reloaded = await openClient({ ...common, collections: COLLECTIONS, signIn: false });
  open.add(reloaded);
  const id = dietaryProfileId(resident.user.email);
  expect((await reloaded.db.dietaryProfiles.findOne(id).exec())?.toJSON()).toMatchObject(profile);
  await waitFor(() => reloaded.status.value.pending === 1, { what: 'still waiting after reload' });

  network.offline = false;
  reloaded.resync();
  await waitFor(() => reloaded.status.value.pending === 0, { what: 'the profile to be pushed' });
  const stored = await resident.client.get(`/api/dietary-profile/${resident.user.email}`);
  expect(stored.body).toMatchObject({ _id: id, ...profile });
  const rows = await test.db.selectFrom('dietary_profiles').selectAll().execute();
  expect(rows.filter((row) => row.id === id)).toHaveLength(1);

  // The resident's laptop pulls it; an edit made there comes back to the phone.
  const laptop = await openClient({ url: test.url, session: resident, collections: COLLECTIONS });
  open.add(laptop);
  await waitFor(async () => (await laptop.db.dietaryProfiles.findOne(id).exec())?.halalOnly, {
    what: 'the laptop to pull the profile',
  });
  await saveDietaryProfile(laptop, { ...profile, avoid: ['milk'], hideUnsuitable: false });
  await waitFor(
    async () => (await reloaded.db.dietaryProfiles.findOne(id).exec())?.avoid.join() === 'milk',
    { what: 'the phone to receive the laptop edit' },
  );
  expect(reloaded.status.value.rejections).toEqual([]);
}, 30_000);

it("another resident's profile cannot be written through sync", async () => {
  const mallory = await signedInAs(test, 'general');
  const victim = await signedInAs(test, 'general');
  const phone = await openClient({ url: test.url, session: mallory, collections: COLLECTIONS });
  open.add(phone);
  await phone.db.dietaryProfiles.insert({
    _id: dietaryProfileId(victim.user.email),
    email: victim.user.email,
    ...profile,
    updatedAt: 1,
  });
  await phone.recount();
  await waitFor(() => phone.status.value.rejections.length === 1, { what: 'the refusal' });
  expect(phone.status.value.rejections[0]).toMatchObject({ collection: 'dietary-profiles' });
  const rows = await test.db
    .selectFrom('dietary_profiles')
    .selectAll()
    .where('user_email', '=', victim.user.email.toLowerCase())
    .execute();
  expect(rows).toEqual([]);
}, 30_000);
