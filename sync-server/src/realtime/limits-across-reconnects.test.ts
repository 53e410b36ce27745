// Limits that hold per person, not per socket: closing sockets and opening new ones renews
// nothing. A signed-in user's socket events, new sockets and REST chat messages are counted by
// account; a visitor's sockets and events by client address. In the node-pg project the same
// tests run against TWO instances on one PostgreSQL database sharing one Redis, each new socket
// or request going to the next instance: every count must hold across instances.
// A conversation's messages come a page at a time, the latest page first.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHAT_PAGE_SIZE } from '@hostel/shared-schema';
import { signedInAs } from '../test-support/accounts';
import { ApiClient } from '../test-support/api-client';
import { testsUsePostgres } from '../test-support/postgres-databases';
import { startRedis, type TestRedis } from '../test-support/redis-server';
import { connectSocket } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';
import {
  MAX_VISITOR_SOCKETS_PER_ADDRESS,
  SOCKET_CONNECTION_LIMIT,
  SOCKET_EVENT_LIMIT,
  VISITOR_SOCKET_EVENT_LIMIT,
} from './socket-limits';

let test: TestServer;
let instances: TestServer[];
let redis: TestRedis | undefined;
beforeAll(async () => {
  if (!testsUsePostgres()) {
    test = await startTestServer();
    instances = [test];
    return;
  }
  redis = await startRedis();
  test = await startTestServer({ REDIS_URL: redis.url });
  instances = [
    test,
    await startTestServer({ REDIS_URL: redis.url, DATABASE_URL: test.config.databaseUrl! }),
  ];
});
afterAll(async () => {
  for (const instance of instances.slice(1)) await instance.close();
  await test.close();
  await redis?.stop();
});

let turn = 0;
/** The next instance, round robin, as the load balancer picks them. */
const nextUrl = () => instances[turn++ % instances.length]!.url;
const open: Socket[] = [];
async function socketFor(client?: ApiClient): Promise<Socket> {
  const socket = await connectSocket(nextUrl(), client);
  open.push(socket);
  return socket;
}
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

const ack = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(3000).emitWithAck(event, payload) as Promise<{ error?: string }>;

/** Sends `count` events on a fresh socket, closes it, and answers how many were refused. */
async function burstOnFreshSocket(client: ApiClient | undefined, count: number): Promise<number> {
  const socket = await socketFor(client);
  const answers = await Promise.all(
    Array.from({ length: count }, () => ack(socket, 'new-user-add', '')),
  );
  socket.disconnect();
  return answers.filter((answer) => answer && 'error' in answer).length;
}

describe('socket limits that survive reconnecting', () => {
  it("counts a user's events across sockets, not per socket", async () => {
    const { client } = await signedInAs(test);
    const each = SOCKET_EVENT_LIMIT.points - 5;
    let refused = 0;
    for (let round = 0; round < 3; round += 1) refused += await burstOnFreshSocket(client, each);
    expect(refused).toBeGreaterThanOrEqual(3 * each - SOCKET_EVENT_LIMIT.points);
    // Another resident is not slowed by it.
    const other = await signedInAs(test);
    expect(await burstOnFreshSocket(other.client, 5)).toBe(0);
  });

  it("counts a visitor's events by address across sockets", async () => {
    const each = VISITOR_SOCKET_EVENT_LIMIT.points - 10;
    let refused = 0;
    for (let round = 0; round < 3; round += 1) refused += await burstOnFreshSocket(undefined, each);
    expect(refused).toBeGreaterThanOrEqual(3 * each - VISITOR_SOCKET_EVENT_LIMIT.points);
  });

  it("refuses a user's new sockets beyond the connection rate, however they were closed", async () => {
    const { client } = await signedInAs(test);
    for (let index = 0; index < SOCKET_CONNECTION_LIMIT.points; index += 1) {
      (await socketFor(client)).disconnect();
    }
    await expect(socketFor(client)).rejects.toThrow(/Too many new connections/);
    const other = await signedInAs(test);
    await expect(socketFor(other.client)).resolves.toBeDefined();
  });

  it('caps the open sockets of visitors from one address', async () => {
    const url = test.url;
    for (let index = 0; index < MAX_VISITOR_SOCKETS_PER_ADDRESS; index += 1) {
      open.push(await connectSocket(url));
    }
    await expect(connectSocket(url)).rejects.toThrow(/Too many connections from this address/);
    // A signed-in resident at the same address is counted on their own account.
    const { client } = await signedInAs(test);
    open.push(await connectSocket(url, client));
  });
});

describe('REST chat', () => {
  async function conversationOf(resident: Awaited<ReturnType<typeof signedInAs>>) {
    const started = await resident.client.post('/api/conversation', { userId: resident.user.id });
    expect([200, 201]).toContain(started.status);
    return started.body._id as string;
  }

  /** The resident's client on the next instance (the same session cookie). */
  function onNextInstance(client: ApiClient): ApiClient {
    const moved = new ApiClient(nextUrl());
    for (const pair of client.cookieHeader.split('; ')) {
      const index = pair.indexOf('=');
      moved.setCookie(pair.slice(0, index), pair.slice(index + 1));
    }
    return moved;
  }

  it('limits the messages a user sends per minute, on every instance together', async () => {
    const resident = await signedInAs(test);
    const conversationId = await conversationOf(resident);
    const send = (text: string) =>
      onNextInstance(resident.client).post('/api/send-message', {
        conversationId,
        sender: resident.user.email,
        receiver: 'admin',
        text,
      });
    const limit = test.config.writeLimits.chatMessagesPerMinute;
    for (let index = 0; index < limit; index += 1) {
      expect((await send(`message ${index}`)).status).toBe(201);
    }
    const refused = await send('one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many messages/);
  });

  it('answers the latest page of a long conversation, and older pages on request', async () => {
    const resident = await signedInAs(test);
    const conversationId = await conversationOf(resident);
    const total = CHAT_PAGE_SIZE * 2 + 7;
    await test.db
      .insertInto('messages')
      .values(
        Array.from({ length: total }, (_, index) => ({
          id: `m-${conversationId}-${String(index).padStart(4, '0')}`,
          conversation_id: conversationId,
          sender: resident.user.email,
          receiver: 'admin',
          text: `message ${index}`,
          created_at: 1_000 + index,
        })),
      )
      .execute();
    const texts = (page: { text: string }[]) => page.map((message) => message.text);
    const expected = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => `message ${from + index}`);

    // The spec's client asks by conversation and by user id, without a page: the latest.
    const latest = await resident.client.get(`/api/messages/${conversationId}`);
    expect(texts(latest.body)).toEqual(expected(total - CHAT_PAGE_SIZE, total));
    const byUser = await resident.client.get(`/api/user-messages/${resident.user.id}`);
    expect(texts(byUser.body)).toEqual(expected(total - CHAT_PAGE_SIZE, total));
    const blank = await resident.client.get(`/api/messages/${conversationId}`, { before: '' });
    expect(blank.body).toEqual(latest.body);

    const older = await resident.client.get(`/api/messages/${conversationId}`, {
      before: latest.body[0]._id,
    });
    expect(texts(older.body)).toEqual(expected(total - 2 * CHAT_PAGE_SIZE, total - CHAT_PAGE_SIZE));
    const oldest = await resident.client.get(`/api/user-messages/${resident.user.id}`, {
      before: older.body[0]._id,
    });
    expect(texts(oldest.body)).toEqual(expected(0, total - 2 * CHAT_PAGE_SIZE));
  });
});
