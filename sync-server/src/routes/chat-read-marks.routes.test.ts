// Read marks of the chat against a real server: each side's unread messages (a resident's from
// the admins, an admin's from every customer), the admins' Customers list with each
// conversation's last message and unread count, marking read up to a message (never back), who
// may mark what, and the 'chat:unread' notice to the customer's and the admins' sockets.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_LENGTH, SOCKET_EVENTS, type ChatSummary } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import { snapshotRequestsPaymentsChat } from '../test-support/request-fixtures';
import { socketsOf } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: Awaited<ReturnType<typeof signedInAs>>;
const sockets = socketsOf(() => test.url);
beforeAll(async () => {
  test = await startTestServer();
  admin = await signedInAs(test, 'admin');
});
afterEach(() => sockets.closeAll());
afterAll(() => test.close());

async function customerWithConversation(name = 'Rahim') {
  const customer = await signedInAs(test, 'general', { name });
  const response = await customer.client.post('/api/conversation', { userId: customer.user.id });
  expect(response.status).toBe(201);
  const conversationId = response.body._id as string;
  const say = async (text: string) => {
    const sent = await customer.client.post('/api/send-message', {
      conversationId,
      sender: customer.user.email,
      receiver: 'admin',
      text,
    });
    expect(sent.status).toBe(201);
    return sent.body.message._id as string;
  };
  const answer = async (text: string) => {
    const sent = await admin.client.post('/api/send-message', {
      conversationId,
      sender: 'admin',
      receiver: customer.user.email,
      text,
    });
    expect(sent.status).toBe(201);
    return sent.body.message._id as string;
  };
  return { ...customer, conversationId, say, answer };
}

const unreadOf = async (client: typeof admin.client) => {
  const answer = await client.get('/api/chat/unread');
  expect(answer.status).toBe(200);
  return answer.body.unread as number;
};
const summaryOf = async (conversationId: string) => {
  const answer = await admin.client.get('/api/chat/summaries');
  expect(answer.status).toBe(200);
  return (answer.body as ChatSummary[]).find((row) => row.conversationId === conversationId);
};

describe('chat read marks', () => {
  it("counts each side's unread messages until that side reads them", async () => {
    const customer = await customerWithConversation();
    const adminBefore = await unreadOf(admin.client);
    expect(await unreadOf(customer.client)).toBe(0);
    expect(await summaryOf(customer.conversationId)).toEqual({
      conversationId: customer.conversationId,
      lastMessage: null,
      unread: 0,
    });

    const first = await customer.say('Is there dinner tonight?');
    await customer.say('x'.repeat(CHAT_PREVIEW_LENGTH + 50));
    expect(await unreadOf(admin.client)).toBe(adminBefore + 2);
    // A customer's own messages are never unread for them.
    expect(await unreadOf(customer.client)).toBe(0);
    const summary = await summaryOf(customer.conversationId);
    expect(summary).toMatchObject({
      unread: 2,
      lastMessage: { sender: customer.user.email, text: 'x'.repeat(CHAT_PREVIEW_LENGTH) },
    });
    expect(summary!.lastMessage!.createdAt).toEqual(expect.any(Number));

    // Read up to the first: one left; marking an older message later does not move back.
    expect(
      (
        await admin.client.put('/api/chat/read', {
          conversationId: customer.conversationId,
          messageId: first,
        })
      ).body,
    ).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await summaryOf(customer.conversationId))?.unread).toBe(1);

    const reply = await customer.answer('Yes, at eight.');
    expect(await unreadOf(customer.client)).toBe(1);
    expect((await summaryOf(customer.conversationId))?.lastMessage).toMatchObject({
      sender: 'admin',
      text: 'Yes, at eight.',
    });
    const read = await customer.client.put('/api/chat/read', {
      conversationId: customer.conversationId,
      messageId: reply,
    });
    expect(read.body.modifiedCount).toBe(1);
    expect(await unreadOf(customer.client)).toBe(0);
    const again = await customer.client.put('/api/chat/read', {
      conversationId: customer.conversationId,
      messageId: first,
    });
    expect(again.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect(await unreadOf(customer.client)).toBe(0);
    // The admins read past both of the customer's messages by reading the reply.
    await admin.client.put('/api/chat/read', {
      conversationId: customer.conversationId,
      messageId: reply,
    });
    expect((await summaryOf(customer.conversationId))?.unread).toBe(0);
    expect(await unreadOf(admin.client)).toBe(adminBefore);
  });

  it('refuses visitors, another customer, residents asking for summaries and bad bodies', async () => {
    const customer = await customerWithConversation('Karim');
    const message = await customer.say('Hello');
    const other = await signedInAs(test, 'general');
    const before = await snapshotRequestsPaymentsChat(test.db);
    const body = { conversationId: customer.conversationId, messageId: message };
    expect((await test.client().get('/api/chat/unread')).status).toBe(401);
    expect((await test.client().put('/api/chat/read', body)).status).toBe(401);
    expect((await other.client.put('/api/chat/read', body)).status).toBe(403);
    expect((await customer.client.get('/api/chat/summaries')).status).toBe(403);
    const unknown = await customer.client.put('/api/chat/read', { ...body, messageId: 'no-such' });
    expect(unknown.status).toBe(404);
    const missing = await customer.client.put('/api/chat/read', { conversationId: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('messageId');
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it("tells the customer's and the admins' sockets when a message is sent or read", async () => {
    const customer = await customerWithConversation('Salma');
    const bystander = await signedInAs(test, 'general');
    const heard = { customer: 0, admin: 0, bystander: 0 };
    const [customerSocket, adminSocket, bystanderSocket] = await Promise.all([
      sockets.open(customer.client),
      sockets.open(admin.client),
      sockets.open(bystander.client),
    ]);
    customerSocket.on(SOCKET_EVENTS.chatUnread, () => (heard.customer += 1));
    adminSocket.on(SOCKET_EVENTS.chatUnread, () => (heard.admin += 1));
    bystanderSocket.on(SOCKET_EVENTS.chatUnread, () => (heard.bystander += 1));

    const message = await customer.say('Anyone there?');
    await expect.poll(() => heard).toMatchObject({ customer: 1, admin: 1 });
    await admin.client.put('/api/chat/read', {
      conversationId: customer.conversationId,
      messageId: message,
    });
    await expect.poll(() => heard).toMatchObject({ customer: 2, admin: 2 });
    // Another resident's socket hears nothing of this conversation. The bystander's own
    // conversation-free socket was open before both notices, and they have gone out by now.
    expect(heard.bystander).toBe(0);
  });
});
