// Chat over HTTP against a real server: one conversation per customer, who may read and write
// what, sender and receiver checked against the session, and messages in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@hostel/shared-schema';
import { snapshotRequestsPaymentsChat } from '../test-support/request-fixtures';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  test = await startTestServer();
  admin = await signedInAs(test, 'admin');
});
afterAll(() => test.close());

async function customerWithConversation(name = 'Rahim') {
  const customer = await signedInAs(test, 'general', { name });
  const response = await customer.client.post('/api/conversation', { userId: customer.user.id });
  expect(response.status).toBe(201);
  return { ...customer, conversationId: response.body._id as string };
}

describe('POST /conversation and PATCH /user-chatting', () => {
  it('starts one conversation per customer, named after the account', async () => {
    const { user, client } = await signedInAs(test, 'general', {
      name: 'Karim',
      photo: 'https://images.example/karim.png',
    });
    const first = await client.post('/api/conversation', { userId: user.id, name: 'Fake' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      userId: user.id,
      name: 'Karim',
      email: user.email,
      photo: 'https://images.example/karim.png',
    });
    const second = await client.post('/api/conversation', { userId: user.id });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const mine = await client.get(`/api/user-conversation/${user.id}`);
    expect(mine.body).toEqual(first.body);

    const chatting = await client.patch(`/api/user-chatting/${user.id}`);
    expect(chatting.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const row = await test.db
      .selectFrom('users')
      .select('is_chatted')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_chatted).toBe(1);
  });

  it('refuses visitors, another user, admins and bad bodies; changes nothing', async () => {
    const { user } = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    const before = await snapshotRequestsPaymentsChat(test.db);
    expect((await test.client().post('/api/conversation', { userId: user.id })).status).toBe(401);
    expect((await other.client.post('/api/conversation', { userId: user.id })).status).toBe(403);
    expect((await admin.client.post('/api/conversation', { userId: user.id })).status).toBe(403);
    expect((await admin.client.post('/api/conversation', { userId: admin.user.id })).status).toBe(
      403,
    );
    expect((await other.client.post('/api/conversation', {})).status).toBe(400);
    expect((await test.client().patch(`/api/user-chatting/${user.id}`)).status).toBe(401);
    expect((await other.client.patch(`/api/user-chatting/${user.id}`)).status).toBe(403);
    expect((await admin.client.patch(`/api/user-chatting/${user.id}`)).status).toBe(403);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });
});

describe('reading conversations and messages', () => {
  it('lets admins list conversations; a customer reads only their own', async () => {
    const a = await customerWithConversation('A');
    const b = await customerWithConversation('B');
    expect((await test.client().get('/api/all-conversations')).status).toBe(401);
    expect((await a.client.get('/api/all-conversations')).status).toBe(403);
    const all = await admin.client.get('/api/all-conversations');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((c: any) => c._id)).toEqual(
      expect.arrayContaining([a.conversationId, b.conversationId]),
    );

    for (const path of [
      `/api/messages/${a.conversationId}`,
      `/api/user-messages/${a.user.id}`,
      `/api/user-conversation/${a.user.id}`,
    ]) {
      expect((await test.client().get(path)).status, path).toBe(401);
      expect((await b.client.get(path)).status, path).toBe(403);
      expect((await a.client.get(path)).status, path).toBe(200);
      expect((await admin.client.get(path)).status, path).toBe(200);
    }
    // An id naming no conversation reads as no messages (chat.spec-client.test.ts).
    const unknown = await admin.client.get('/api/messages/unknown');
    expect([unknown.status, unknown.body]).toEqual([200, []]);
    const none = await admin.client.get(`/api/user-conversation/${admin.user.id}`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    expect((await admin.client.get(`/api/user-messages/${admin.user.id}`)).body).toEqual([]);
  });
});

describe('POST /send-message', () => {
  it('stores both sides in order with server timestamps, empty text allowed', async () => {
    const { user, client, conversationId } = await customerWithConversation();
    const texts: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const fromCustomer = index % 2 === 0;
      const text = index === 4 ? '' : `message ${index}`;
      texts.push(text);
      const response = await (fromCustomer ? client : admin.client).post('/api/send-message', {
        conversationId,
        sender: fromCustomer ? user.email.toUpperCase() : 'admin',
        receiver: fromCustomer ? 'admin' : user.email,
        text,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });
    }
    const messages = (await client.get(`/api/messages/${conversationId}`)).body;
    expect(messages.map((m: any) => m.text)).toEqual(texts);
    expect(messages[0]).toMatchObject({ sender: user.email, receiver: 'admin', conversationId });
    expect(messages[1]).toMatchObject({ sender: 'admin', receiver: user.email });
    const times = messages.map((m: any) => m.createdAt);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(new Set(times).size).toBe(times.length);
    expect((await admin.client.get(`/api/user-messages/${user.id}`)).body).toEqual(messages);
  });

  it('refuses whoever is not who they say, other conversations and bad bodies', async () => {
    const a = await customerWithConversation('A');
    const b = await customerWithConversation('B');
    const body = {
      conversationId: a.conversationId,
      sender: a.user.email,
      receiver: 'admin',
      text: 'hi',
    };
    const before = await snapshotRequestsPaymentsChat(test.db);
    const cases: [string, any, object, number][] = [
      ['visitor', test.client(), body, 401],
      ['another customer in A', b.client, { ...body, sender: b.user.email }, 403],
      ['B posing as A', b.client, body, 403],
      ['a customer posing as admin', a.client, { ...body, sender: 'admin' }, 403],
      ['a customer writing to someone else', a.client, { ...body, receiver: b.user.email }, 400],
      ['admin not as admin', admin.client, { ...body, sender: admin.user.email }, 403],
      [
        'admin to the wrong customer',
        admin.client,
        { ...body, sender: 'admin', receiver: b.user.email },
        400,
      ],
      ['an unknown conversation', a.client, { ...body, conversationId: 'nope' }, 404],
      ['no text', a.client, { ...body, text: undefined }, 400],
      ['text not a string', a.client, { ...body, text: 5 }, 400],
      ['text too long', a.client, { ...body, text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 400],
      ['no sender', a.client, { ...body, sender: '' }, 400],
    ];
    for (const [label, client, payload, status] of cases) {
      const response = await client.post('/api/send-message', payload);
      expect(response.status, label).toBe(status);
      expect(response.body.error, label).toBeDefined();
    }
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });
});
