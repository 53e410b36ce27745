// A graceful stop sends the live-sync batch still gathering before socket.io closes: with several
// instances, the clients of the others would otherwise hear of the last writes only at somebody's
// next write.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type SyncDocsPayload } from '@hostel/shared-schema';
import { signedInAs } from './test-support/accounts';
import { seedMeals } from './test-support/sync-data';
import { startTestServer, type TestServer } from './test-support/test-server';

let test: TestServer | undefined;
let socket: Socket | undefined;
afterEach(async () => {
  socket?.disconnect();
  await test?.close();
});

describe('graceful stop', () => {
  it('sends the last write’s documents before closing the sockets', async () => {
    test = await startTestServer();
    const [meal] = await seedMeals(test.db, 1);
    const { user, client } = await signedInAs(test);
    socket = connect(test.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve) => socket!.once('connect', () => resolve()));
    const heard: SyncDocsPayload[] = [];
    socket.on(SOCKET_EVENTS.syncDocs, (batch: SyncDocsPayload) => heard.push(batch));
    const closed = new Promise<void>((resolve) => socket!.once('disconnect', () => resolve()));

    const liked = await client.put('/api/inc-like', { id: meal!.id, email: user.email });
    expect(liked.status).toBe(200);
    await test.server.close(); // at once: the batch is still inside its gathering window
    await closed;
    const meals = heard.filter((batch) => batch.collection === 'meals');
    expect(meals.flatMap((batch) => batch.documents)).toEqual([
      expect.objectContaining({ _id: meal!.id, likes: 1 }),
    ]);
  });
});
