// The per-user socket cap (socket-limits.ts) must give a place back for every socket it counted,
// however the socket ended: disconnected, refused, or its connection dropped mid-handshake.
// The last kept its place for ever before the fix when reading the session is a real wait (the
// node-pg project: PostgreSQL): after MAX_SOCKETS_PER_USER such drops the user could not connect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Socket } from 'socket.io-client';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { connectSocket } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { MAX_SOCKETS_PER_USER } from './socket-limits';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const socketFor = (client: ApiClient) => connectSocket(test.url, client);

/** An engine.io connection that asks to join '/' and drops before the answer. */
function dropMidHandshake(client: ApiClient): Promise<void> {
  const url = `${test.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const raw = new WebSocket(url, { headers: { cookie: client.cookieHeader } });
  return new Promise((resolve, reject) => {
    raw.once('error', reject);
    raw.once('message', () => {
      raw.send('40');
      raw.terminate();
    });
    raw.once('close', () => resolve());
  });
}

describe('socket cap: places given back', () => {
  it('after many refused sockets the user connects again once one closes', async () => {
    const { client } = await signedInAs(test);
    const held: Socket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) held.push(await socketFor(client));
    for (let i = 0; i < 3 * MAX_SOCKETS_PER_USER; i += 1) {
      await expect(socketFor(client)).rejects.toThrow(/Too many connections/);
    }
    for (const socket of held) socket.close();
    const again: Socket[] = [];
    // The server hears each close a moment later: wait for the place, bounded.
    await expect
      .poll(() => socketFor(client).then((s) => (again.push(s), true)), {
        timeout: 5000,
      })
      .toBe(true);
    for (let i = 1; i < MAX_SOCKETS_PER_USER; i += 1) again.push(await socketFor(client));
    for (const socket of again) socket.close();
  });

  it('a connection dropped mid-handshake does not keep its place', async () => {
    const { client } = await signedInAs(test);
    for (let i = 0; i < 3 * MAX_SOCKETS_PER_USER; i += 1) await dropMidHandshake(client);
    const sockets: Socket[] = [];
    await expect
      .poll(() => socketFor(client).then((s) => (sockets.push(s), true)), { timeout: 5000 })
      .toBe(true);
    for (let i = 1; i < MAX_SOCKETS_PER_USER; i += 1) sockets.push(await socketFor(client));
    for (const socket of sockets) socket.close();
  });
});
