// Chat as the spec's client calls it, against the real server: the customer named by
// user id or by e-mail in sender and receiver, both ways, with only a real mismatch refused; and
// the reads it makes with 'undefined' before it knows its user, which answer empty (never 401 or
// 403, which would sign it out) while another customer's existing conversation stays refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { snapshotRequestsPaymentsChat } from '../test-support/request-fixtures';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { expectError, expectOk } from '../test-support/contract-call';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  test = await startTestServer();
  admin = await signedInAs(test, 'admin');
});
afterAll(() => test.close());

async function customerWithConversation() {
  const customer = await signedInAs(test, 'general');
  const conversation = await expectOk(customer.client, 'conversation', {
    body: { userId: customer.user.id },
  });
  return { ...customer, conversationId: conversation._id };
}

const send = (client: ApiClient, body: object) => client.post('/api/send-message', body);

describe('POST /send-message names the customer by user id or e-mail', () => {
  it('accepts both names both ways and keeps each message as it was sent', async () => {
    const { user, client, conversationId } = await customerWithConversation();
    const sent = [
      [client, { sender: user.id, receiver: 'admin' }],
      [client, { sender: user.email.toUpperCase(), receiver: 'admin' }],
      [admin.client, { sender: 'admin', receiver: user.id }],
      [admin.client, { sender: 'admin', receiver: user.email }],
    ] as const;
    for (const [index, [caller, names]] of sent.entries()) {
      const answer = await expectOk(caller, 'sendMessage', {
        body: { conversationId, ...names, text: `message ${index}` },
      });
      expect(answer.message).toMatchObject({ conversationId, text: `message ${index}` });
    }
    const messages = await expectOk(client, 'messages', { params: { conversationId } });
    expect(messages.map(({ sender, receiver }) => [sender, receiver])).toEqual([
      [user.id, 'admin'],
      [user.email, 'admin'],
      ['admin', user.id],
      ['admin', user.email],
    ]);
    expect(await expectOk(admin.client, 'userMessages', { params: { userId: user.id } })).toEqual(
      messages,
    );
  });

  it("refuses another user's id or e-mail, from either side, and stores nothing", async () => {
    const a = await customerWithConversation();
    const b = await customerWithConversation();
    const body = {
      conversationId: a.conversationId,
      sender: a.user.id,
      receiver: 'admin',
      text: 'x',
    };
    const before = await snapshotRequestsPaymentsChat(test.db);
    const refusals: [string, ApiClient, object, number, string][] = [
      ['A sending as B by id', a.client, { ...body, sender: b.user.id }, 403, 'yourself'],
      ['A sending as B by e-mail', a.client, { ...body, sender: b.user.email }, 403, 'yourself'],
      ['B in A’s conversation by A’s id', b.client, body, 403, 'not yours'],
      ['B in A’s conversation as B', b.client, { ...body, sender: b.user.id }, 403, 'not yours'],
      ['A writing to B by id', a.client, { ...body, receiver: b.user.id }, 400, 'receiver'],
      [
        'admin to B by id in A’s conversation',
        admin.client,
        { ...body, sender: 'admin', receiver: b.user.id },
        400,
        'customer',
      ],
      [
        'admin to B by e-mail in A’s conversation',
        admin.client,
        { ...body, sender: 'admin', receiver: b.user.email },
        400,
        'customer',
      ],
      [
        'admin as the customer',
        admin.client,
        { ...body, sender: a.user.id, receiver: 'admin' },
        403,
        'admin',
      ],
    ];
    for (const [label, client, payload, status, words] of refusals) {
      const response = await send(client, payload);
      expect(response.status, label).toBe(status);
      expect(response.body.error.message, label).toContain(words);
    }
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });
});

describe("the reads the spec's client makes before it knows its user", () => {
  const UNKNOWN = ['undefined', 'null', newId()];

  async function expectEmptyReads(client: ApiClient) {
    for (const id of UNKNOWN) {
      expect(await expectOk(client, 'userMessages', { params: { userId: id } })).toEqual([]);
      expect(await expectOk(client, 'userConversation', { params: { userId: id } })).toBeNull();
      expect(await expectOk(client, 'messages', { params: { conversationId: id } })).toEqual([]);
    }
  }

  it('answer empty to a signed-in resident, with or without a conversation, and to an admin', async () => {
    const withChat = await customerWithConversation();
    await send(withChat.client, {
      conversationId: withChat.conversationId,
      sender: withChat.user.id,
      receiver: 'admin',
      text: 'not for anyone else',
    });
    const withoutChat = await signedInAs(test, 'general');
    for (const client of [withChat.client, withoutChat.client, admin.client]) {
      await expectEmptyReads(client);
    }
    // Still signed in afterwards: nothing above answered 401 or 403.
    expect((await expectOk(withChat.client, 'me')).email).toBe(withChat.user.email);
  });

  it("reveal nothing of another user, and still refuse another customer's conversation", async () => {
    const owner = await customerWithConversation();
    const stranger = await signedInAs(test, 'general');
    const silent = await signedInAs(test, 'general');
    // A user without a conversation reads like an id that names no one.
    const other = { params: { userId: silent.user.id } };
    expect(await expectOk(stranger.client, 'userMessages', other)).toEqual([]);
    expect(await expectOk(stranger.client, 'userConversation', other)).toBeNull();

    const theirs = { params: { userId: owner.user.id } };
    await expectError(stranger.client, 'userMessages', 403, theirs);
    await expectError(stranger.client, 'userConversation', 403, theirs);
    await expectError(stranger.client, 'messages', 403, {
      params: { conversationId: owner.conversationId },
    });
    expect((await test.client().get('/api/user-messages/undefined')).status).toBe(401);
  });

  it('PATCH /user-chatting for an id naming no user is not found, not forbidden', async () => {
    const resident = await signedInAs(test, 'general');
    const before = await snapshotRequestsPaymentsChat(test.db);
    await expectError(resident.client, 'userChatting', 404, { params: { userId: 'undefined' } });
    await expectError(admin.client, 'userChatting', 404, { params: { userId: newId() } });
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });
});
