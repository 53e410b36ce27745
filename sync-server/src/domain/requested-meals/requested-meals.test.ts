// The requested-meal rules as the sync push will call them: inside the caller's transaction,
// with no transaction of their own, so a failure later in that transaction undoes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/context';
import { inTransaction } from '../../http/transaction';
import { createUser } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import {
  deleteOwnRequest,
  findUserRequestForMeal,
  requestMeal,
  serveRequest,
} from './requested-meals';
import { insertMeal, snapshotRequestsPaymentsChat } from '../../test-support/request-fixtures';

let test: TestServer;
let resident: SessionUser;
beforeAll(async () => {
  test = await startTestServer();
  const user = await createUser(test, { badge: 'x-platinum' });
  resident = { ...user, badge: 'x-platinum' };
});
afterAll(() => test.close());

describe('requested-meal rules in a caller transaction', () => {
  it('are undone with the transaction that called them', async () => {
    const mealId = await insertMeal(test.db);
    const before = await snapshotRequestsPaymentsChat(test.db);
    await expect(
      inTransaction(test.db, async (trx) => {
        const { insertedId } = await requestMeal(trx, resident, mealId);
        await serveRequest(trx, insertedId);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it('request, serve and refuse delete in one transaction', async () => {
    const mealId = await insertMeal(test.db);
    await inTransaction(test.db, async (trx) => {
      const { insertedId } = await requestMeal(trx, resident, mealId);
      expect(await findUserRequestForMeal(trx, resident.email, mealId)).toMatchObject({
        _id: insertedId,
        status: 'pending',
      });
      expect(await serveRequest(trx, insertedId)).toMatchObject({ modifiedCount: 1 });
      await expect(deleteOwnRequest(trx, resident, insertedId)).rejects.toMatchObject({
        status: 409,
      });
    });
    expect(await findUserRequestForMeal(test.db, resident.email, mealId)).toMatchObject({
      status: 'delivered',
    });
  });
});
