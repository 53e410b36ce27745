// The admin profile calls against a real server: who may read them and what the tiles count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { insertMeal } from '../test-support/request-fixtures';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

async function insertPayment(email: string, amount: number) {
  await test.db
    .insertInto('payments')
    .values({
      id: newId(),
      email,
      name: 'Payer',
      payment_date: Date.now(),
      amount,
      package: 'silver',
      transaction_id: newId(),
    })
    .execute();
}

describe('GET /admin-profile', () => {
  it('answers an admin their own name and e-mail', async () => {
    const { user, client } = await signedInAs(test, 'admin', { name: 'Boss' });
    const response = await client.get('/api/admin-profile', { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'Boss', email: user.email });
  });

  it('refuses visitors, residents, another admin and bad e-mails', async () => {
    const { user, client } = await signedInAs(test, 'admin');
    const other = await signedInAs(test, 'admin');
    const resident = await signedInAs(test, 'general');
    const query = { email: user.email };
    expect((await test.client().get('/api/admin-profile', query)).status).toBe(401);
    expect(
      (await resident.client.get('/api/admin-profile', { email: resident.user.email })).status,
    ).toBe(403);
    expect((await other.client.get('/api/admin-profile', query)).status).toBe(403);
    expect((await client.get('/api/admin-profile', { email: 'nope' })).status).toBe(400);
  });
});

describe('GET /admin-profile-data', () => {
  it('counts this admin meals and every payment and request', async () => {
    const { user, client } = await signedInAs(test, 'admin');
    const empty = await client.get('/api/admin-profile-data', { email: user.email });
    expect(empty.body).toEqual({
      addedMealCount: 0,
      paymentAmount: 0,
      requestedMealsCount: 0,
      servedMealCount: 0,
      pendingMealCount: 0,
    });

    const mine = await insertMeal(test.db, { distributorEmail: user.email });
    await insertMeal(test.db, { distributorEmail: user.email });
    await insertMeal(test.db, { distributorEmail: user.email, deleted: 1 });
    await insertMeal(test.db, { distributorEmail: 'someone@else.test' });
    await insertPayment('a@hostel.test', 3000);
    await insertPayment('b@hostel.test', 5000);
    const resident = await signedInAs(test, 'general', { badge: 'x-gold' });
    const ids: string[] = [];
    for (const mealId of [mine, await insertMeal(test.db), await insertMeal(test.db)]) {
      const response = await resident.client.post('/api/add-requested-meal', {
        email: resident.user.email,
        mealId,
      });
      ids.push(response.body.insertedId);
    }
    await client.patch(`/api/update-requested-meal/${ids[0]}`);
    await resident.client.delete(`/api/delete-requested-meal/${ids[2]}`);

    const response = await client.get('/api/admin-profile-data', { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      addedMealCount: 2,
      paymentAmount: 8000,
      requestedMealsCount: 2,
      servedMealCount: 1,
      pendingMealCount: 1,
    });
  });

  it('is for admins only', async () => {
    const resident = await signedInAs(test, 'general');
    const query = { email: resident.user.email };
    expect((await test.client().get('/api/admin-profile-data', query)).status).toBe(401);
    expect((await resident.client.get('/api/admin-profile-data', query)).status).toBe(403);
    const { client } = await signedInAs(test, 'admin');
    expect((await client.get('/api/admin-profile-data', {})).status).toBe(400);
  });
});
