// socket.io on the real server: the chat events of spec §7 between an admin and a user (and not
// to a third user or a visitor), identities from the session cookie rather than the payload.
// The live-sync channel has its own file (live-sync.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { socketsOf } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
const sockets = socketsOf(() => test.url);
const socketFor = (client?: ApiClient) => sockets.open(client);

beforeAll(async () => {
  test = await startTestServer();
});
afterEach(() => sockets.closeAll());
afterAll(() => test.close());

function next<T = any>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 2000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no '${event}' within ${timeoutMs}ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` a socket hears, to prove later that something did NOT arrive. */
function record(socket: Socket, event: string): unknown[] {
  const heard: unknown[] = [];
  socket.on(event, (payload: unknown) => heard.push(payload));
  return heard;
}

const emitWithAck = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(2000).emitWithAck(event, payload);

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function people() {
  const admin = await signedInAs(test, 'admin');
  const user = await signedInAs(test, 'general', { badge: 'x-gold' });
  const third = await signedInAs(test, 'general', { badge: 'x-gold' });
  const sockets = {
    admin: await socketFor(admin.client),
    user: await socketFor(user.client),
    third: await socketFor(third.client),
    visitor: await socketFor(),
  };
  return { admin, user, third, sockets };
}

describe('chat events', () => {
  it("registers who is online from the session, whatever 'new-user-add' claims", async () => {
    const { admin, user, third, sockets } = await people();
    expect(await emitWithAck(sockets.admin, 'new-user-add', 'admin')).toEqual({ ok: true });
    const visitorHeard = record(sockets.visitor, 'get-users');
    const list = next(sockets.admin, 'get-users', (list: any[]) =>
      list.some((entry) => entry.userId === user.user.email),
    );
    // The user claims to be the admin: the server registers their e-mail.
    expect(await emitWithAck(sockets.user, 'new-user-add', 'admin')).toEqual({ ok: true });
    const online = (await list).map((entry: any) => entry.userId);
    expect(online).toEqual(expect.arrayContaining(['admin', user.user.email]));
    expect(online.filter((id: string) => id === 'admin')).toHaveLength(1);
    expect(online).not.toContain(admin.user.email);

    // A resident hears the admins and themself, never other residents.
    const atThird = next(sockets.third, 'get-users', (list: any[]) =>
      list.some((entry) => entry.userId === third.user.email),
    );
    await emitWithAck(sockets.third, 'new-user-add', third.user.email);
    expect((await atThird).map((entry: any) => entry.userId).sort()).toEqual(
      ['admin', third.user.email].sort(),
    );

    const visitorAnswer = await emitWithAck(sockets.visitor, 'new-user-add', 'someone@x.test');
    expect(visitorAnswer).toEqual({ error: expect.any(String) });
    await settle();
    expect(visitorHeard).toEqual([]);

    const afterLeave = next(
      sockets.admin,
      'get-users',
      (list: any[]) => !list.some((entry) => entry.userId === user.user.email),
    );
    sockets.user.disconnect();
    expect((await afterLeave).map((entry: any) => entry.userId)).not.toContain(user.user.email);
  });

  it("delivers a user's 'to-admin' to admins only, with the session's sender", async () => {
    const { user, sockets } = await people();
    const conversation = await user.client.post('/api/conversation', { userId: user.user.id });
    const thirdHeard = record(sockets.third, 'to-admin');
    const visitorHeard = record(sockets.visitor, 'to-admin');
    const atAdmin = next(sockets.admin, 'to-admin');
    const answer = await emitWithAck(sockets.user, 'to-admin', {
      conversationId: conversation.body._id,
      sender: 'admin',
      receiver: 'someone-else@hostel.test',
      text: 'Is lunch ready?',
    });
    expect(answer).toEqual({ ok: true });
    expect(await atAdmin).toEqual({
      conversationId: conversation.body._id,
      sender: user.user.email,
      receiver: 'admin',
      text: 'Is lunch ready?',
    });
    await settle();
    expect(thirdHeard).toEqual([]);
    expect(visitorHeard).toEqual([]);
  });

  it("delivers an admin's 'to-user' to that user only", async () => {
    const { user, sockets } = await people();
    const thirdHeard = record(sockets.third, 'to-user');
    const adminHeard = record(sockets.admin, 'to-user');
    const atUser = next(sockets.user, 'to-user');
    expect(
      await emitWithAck(sockets.admin, 'to-user', {
        sender: 'not-admin',
        receiver: user.user.email.toUpperCase(),
        text: 'Yes, come down',
      }),
    ).toEqual({ ok: true });
    expect(await atUser).toEqual({
      sender: 'admin',
      receiver: user.user.email,
      text: 'Yes, come down',
    });
    await settle();
    expect(thirdHeard).toEqual([]);
    expect(adminHeard).toEqual([]);
  });

  it("delivers a 'to-user' whose receiver is the user's id (the spec's client), to that user only", async () => {
    const { user, third, sockets } = await people();
    const conversation = await user.client.post('/api/conversation', { userId: user.user.id });
    const thirdHeard = record(sockets.third, 'to-user');
    const atUser = next(sockets.user, 'to-user');
    const message = { conversationId: conversation.body._id, text: 'By id' };
    expect(
      await emitWithAck(sockets.admin, 'to-user', { ...message, receiver: user.user.id }),
    ).toEqual({ ok: true });
    expect(await atUser).toEqual({ ...message, sender: 'admin', receiver: user.user.id });
    // Another user's id is not this conversation's customer.
    expect(
      await emitWithAck(sockets.admin, 'to-user', { ...message, receiver: third.user.id }),
    ).toEqual({ error: 'The receiver is not in this conversation' });
    await settle();
    expect(thirdHeard).toEqual([]);
  });

  it('refuses chat events from visitors, users posing as admins and strangers to a conversation', async () => {
    const { user, third, sockets } = await people();
    const conversation = await user.client.post('/api/conversation', { userId: user.user.id });
    const adminHeard = record(sockets.admin, 'to-admin');
    const userHeard = record(sockets.user, 'to-user');
    const refusals: [Socket, string, unknown][] = [
      [sockets.visitor, 'to-admin', { text: 'hi' }],
      [sockets.visitor, 'to-user', { receiver: user.user.email, text: 'hi' }],
      [sockets.third, 'to-user', { receiver: user.user.email, text: 'hi' }],
      [sockets.third, 'to-admin', { conversationId: conversation.body._id, text: 'hi' }],
      [sockets.admin, 'to-admin', { text: 'hi' }],
      [sockets.admin, 'to-user', { receiver: 'not an email', text: 'hi' }],
      [
        sockets.admin,
        'to-user',
        { receiver: third.user.email, conversationId: conversation.body._id, text: 'x' },
      ],
      [sockets.user, 'to-admin', 'just a string'],
      [sockets.user, 'to-admin', { text: 'x'.repeat(6000) }],
    ];
    for (const [socket, event, payload] of refusals) {
      const errorEvent = next(socket, 'chat-error');
      expect(await emitWithAck(socket, event, payload)).toEqual({ error: expect.any(String) });
      expect(await errorEvent).toEqual({ error: expect.any(String) });
    }
    await settle();
    expect(adminHeard).toEqual([]);
    expect(userHeard).toEqual([]);
  });
});
