// One account must not be able to multiply the server's socket work: sockets per user are
// capped, events per socket are rate limited, and 'new-user-add' does not send a list to every
// socket per event (residents whose view did not change hear nothing; admins get a debounced list).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { socketsOf } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { MAX_SOCKETS_PER_USER, SOCKET_EVENT_LIMIT } from './socket-limits';

let test: TestServer;
const sockets = socketsOf(() => test.url);
const socketFor = (client?: ApiClient) => sockets.open(client);
beforeAll(async () => {
  test = await startTestServer();
});
afterEach(() => sockets.closeAll());
afterAll(() => test.close());

const ack = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(3000).emitWithAck(event, payload);
const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

describe('socket abuse', () => {
  it('refuses a socket beyond the cap of one user, not of another', async () => {
    const { client } = await signedInAs(test);
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) await socketFor(client);
    await expect(socketFor(client)).rejects.toThrow(/Too many connections/);
    const other = await signedInAs(test);
    await expect(socketFor(other.client)).resolves.toBeDefined();
    await expect(socketFor()).resolves.toBeDefined();
  });

  it('rate limits events per socket with an answer that says so', async () => {
    const { client } = await signedInAs(test);
    const socket = await socketFor(client);
    const answers = await Promise.all(
      Array.from({ length: SOCKET_EVENT_LIMIT.points + 5 }, () => ack(socket, 'new-user-add', '')),
    );
    const limited = answers.filter((answer) => 'error' in answer);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(limited[0].error).toMatch(/Too many events/);
  });

  it("announces the online list without a list per socket per 'new-user-add'", async () => {
    const admin = await signedInAs(test, 'admin');
    const bystander = await signedInAs(test);
    const attacker = await signedInAs(test);
    const adminSocket = await socketFor(admin.client);
    const bystanderSocket = await socketFor(bystander.client);
    await ack(adminSocket, 'new-user-add', 'admin');
    await ack(bystanderSocket, 'new-user-add', bystander.user.email);
    await settle();
    const heardByAdmin: unknown[] = [];
    const heardByBystander: unknown[] = [];
    adminSocket.on('get-users', (list) => heardByAdmin.push(list));
    bystanderSocket.on('get-users', (list) => heardByBystander.push(list));

    const sockets = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_USER }, () => socketFor(attacker.client)),
    );
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(sockets.map((socket) => ack(socket, 'new-user-add', 'admin')));
    }
    await settle();
    // 20 registrations: the bystander's view (admins and themself) never changed.
    expect(heardByBystander).toEqual([]);
    // The admin hears the attacker's sockets, in a few debounced lists rather than 20.
    expect(heardByAdmin.length).toBeGreaterThan(0);
    expect(heardByAdmin.length).toBeLessThanOrEqual(4);
    const last = heardByAdmin.at(-1) as { userId: string }[];
    expect(last.filter((entry) => entry.userId === attacker.user.email)).toHaveLength(
      MAX_SOCKETS_PER_USER,
    );
  });
});
