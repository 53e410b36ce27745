// The dietary profile calls on a real server: the owner reads and sets their own
// profile; bad values are a 400 naming the field and change nothing; another resident's profile
// is a 403 both ways; a visitor gets 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const profile = { diet: 'fish', halalOnly: false, avoid: ['crustaceans'], hideUnsuitable: true };
const rows = () => test.db.selectFrom('dietary_profiles').selectAll().orderBy('id').execute();

describe('/dietary-profile/{email}', () => {
  it('answers the empty profile until saved, then the saved one; unchanged writes nothing', async () => {
    const { client, user } = await signedInAs(test, 'general');
    const path = `/api/dietary-profile/${user.email}`;
    expect((await client.get(path)).body).toEqual({
      _id: user.email.toLowerCase(),
      email: user.email.toLowerCase(),
      diet: null,
      halalOnly: false,
      avoid: [],
      hideUnsuitable: false,
      updatedAt: 0,
    });
    expect((await client.put(path, profile)).body).toMatchObject({ modifiedCount: 1 });
    expect((await client.get(path)).body).toMatchObject(profile);
    const before = await rows();
    expect((await client.put(path, profile)).body).toMatchObject({ modifiedCount: 0 });
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['diet', { diet: 'beef' }],
    ['halalOnly', { halalOnly: 'yes' }],
    ['avoid', { avoid: 'milk' }],
    ['avoid', { avoid: ['milk', 'milk'] }],
    ['avoid.0', { avoid: ['nuts'] }],
    ['hideUnsuitable', { hideUnsuitable: 1 }],
  ])('a bad %s is a 400 naming it, changing nothing', async (field, bad) => {
    const { client, user } = await signedInAs(test, 'general');
    const before = await rows();
    const response = await client.put(`/api/dietary-profile/${user.email}`, {
      ...profile,
      ...bad,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await rows()).toEqual(before);
  });

  it("another resident's profile is untouchable: 403 to read or write, 401 for a visitor", async () => {
    const owner = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    const path = `/api/dietary-profile/${owner.user.email}`;
    await owner.client.put(path, profile);
    const before = await rows();
    expect((await other.client.get(path)).status).toBe(403);
    expect((await other.client.put(path, { ...profile, diet: 'vegan' })).status).toBe(403);
    expect((await test.client().put(path, profile)).status).toBe(401);
    expect(await rows()).toEqual(before);
    expect((await owner.client.get(path)).body).toMatchObject(profile);
  });
});
