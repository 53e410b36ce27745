// The scale-out topology without Docker: two server instances as separate processes (the real
// entry point, configured by environment only) on one PostgreSQL database (the node-pg
// project's cluster) and one Redis, behind a
// round-robin proxy that pipes WebSockets, as compose.yaml's nginx does. Whatever one instance
// does, a client of the other sees: chat, live sync, counts, sessions, throttling, uploads; and
// stopping one drops no request while its socket clients carry on through the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { likeId, SOCKET_EVENTS, type SyncDocsPayload } from '@hostel/shared-schema';
import { SESSION_COOKIE } from '../auth/session';
import type { Db } from '../db/database';
import { openPostgres } from '../db/postgres';
import { createUser, signedInClient, type AccountsTarget } from '../test-support/accounts';
import { ApiClient } from '../test-support/api-client';
import { testDatabase } from '../test-support/postgres-databases';
import { startInstanceProcess, type InstanceProcess } from '../test-support/instance-process';
import { startRedis, type TestRedis } from '../test-support/redis-server';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test-support/round-robin-proxy';
import { seedMeals } from '../test-support/sync-data';
import { imageForm, PNG_1X1 } from '../test-support/test-images';

let redis: TestRedis;
let dataDir: string;
let database: Awaited<ReturnType<typeof testDatabase>>;
let db: Db;
let a: InstanceProcess;
let b: InstanceProcess;
let proxy: RoundRobinProxy;
const sockets: Socket[] = [];

/** Where accounts are made (straight in the shared database) and whose clients talk to `url`. */
const at = (url: string): AccountsTarget => ({ db, client: () => new ApiClient(url) });

beforeAll(async () => {
  redis = await startRedis();
  dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-scale-'));
  database = await testDatabase(); // migrated already (a copy of the run's template)
  db = openPostgres(database.url);
  const env = {
    DATABASE_URL: database.url,
    // Each instance has its own DATA_DIR, as on separate machines; uploads share one folder.
    UPLOADS_DIR: path.join(dataDir, 'shared-uploads'),
    REDIS_URL: redis.url,
    SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
    REGISTRATIONS_PER_HOUR: '100000',
    REVIEWS_PER_MINUTE: '100000',
    UPLOADS_PER_MINUTE: '100000',
  };
  [a, b] = await Promise.all([
    startInstanceProcess({ ...env, DATA_DIR: path.join(dataDir, 'a') }),
    startInstanceProcess({ ...env, DATA_DIR: path.join(dataDir, 'b') }),
  ]);
  proxy = await startRoundRobinProxy([a.url, b.url]);
}, 90_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await proxy?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.destroy();
  await database?.drop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function socketAt(url: string, client?: ApiClient, reconnection = false): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: client ? { cookie: client.cookieHeader } : {},
    reconnection,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The first `event` whose payload passes `accept`, or a failure after `timeoutMs`. */
function next<T>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean,
  timeoutMs = 10_000,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching '${event}' within ${timeoutMs} ms`));
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

const mealIn = (mealId: string, likes: number) => (batch: SyncDocsPayload) =>
  batch.collection === 'meals' &&
  batch.documents.some((doc) => doc._id === mealId && (doc as { likes?: number }).likes === likes);

/** The same signed-in browser, talking to another address (its cookie goes along). */
function sameBrowserAt(client: ApiClient, url: string): ApiClient {
  const other = new ApiClient(url);
  const token = /hm_session=([^;]+)/.exec(client.cookieHeader)?.[1];
  if (token) other.setCookie(SESSION_COOKIE, token);
  return other;
}

describe('two instances, one database, one Redis', () => {
  it('relays chat through one to a client of the other, both ways, and lists who is online', async () => {
    const admin = await createUser({ db }, { role: 'admin' });
    const resident = await createUser({ db });
    const adminSocket = await socketAt(b.url, await signedInClient(at(b.url), admin));
    const residentSocket = await socketAt(a.url, await signedInClient(at(a.url), resident));

    // Who is online spans the instances: the admin on b sees the resident who registered on a.
    const listed = next<{ userId: string }[]>(adminSocket, SOCKET_EVENTS.getUsers, (list) =>
      list.some((entry) => entry.userId === resident.email),
    );
    await residentSocket.timeout(2000).emitWithAck(SOCKET_EVENTS.newUserAdd, resident.email);
    await listed;

    const toAdmin = next<{ text: string; sender: string }>(
      adminSocket,
      SOCKET_EVENTS.toAdmin,
      (message) => message.text === 'Is dinner late today?',
    );
    await residentSocket.timeout(2000).emitWithAck(SOCKET_EVENTS.toAdmin, {
      text: 'Is dinner late today?',
    });
    expect((await toAdmin).sender).toBe(resident.email);

    const toUser = next<{ text: string }>(
      residentSocket,
      SOCKET_EVENTS.toUser,
      (message) => message.text === 'Ten minutes',
    );
    await adminSocket.timeout(2000).emitWithAck(SOCKET_EVENTS.toUser, {
      text: 'Ten minutes',
      receiver: resident.email,
    });
    await toUser;
  });

  it('sends a like pushed to one to a client replicating from the other, live', async () => {
    const [meal, first] = await seedMeals(db, 2, { titlePrefix: 'Live' });
    const resident = await createUser({ db });
    const pusher = await signedInClient(at(a.url), resident);
    const reader = new ApiClient(b.url);
    // The read cache of b has this meal's answer before the write...
    expect((await reader.get(`/api/meal/${meal!.id}`)).body.likes).toBe(0);
    const watcher = await socketAt(b.url);
    // a's first batch of meals since it started is only an announcement (clients pull): another
    // instance's batch still gathering when a started could otherwise arrive after it.
    const announced = next<SyncDocsPayload>(
      watcher,
      SOCKET_EVENTS.syncDocs,
      (batch) => batch.collection === 'meals' && !batch.complete,
    );
    expect(
      (await pusher.put('/api/inc-like', { id: first!.id, email: resident.email })).status,
    ).toBe(200);
    expect((await announced).documents).toEqual([]);
    const heard = next<SyncDocsPayload>(watcher, SOCKET_EVENTS.syncDocs, mealIn(meal!.id, 1));
    const like = {
      _id: likeId('meal', meal!.id, resident.email),
      target: 'meal',
      targetId: meal!.id,
      email: resident.email,
      liked: true,
      _deleted: false,
    };
    const pushed = await pusher.post('/api/sync/likes/push', [{ newDocumentState: like }]);
    expect(pushed.status).toBe(200);
    await heard;
    // ...and never serves it after a write through a.
    expect((await reader.get(`/api/meal/${meal!.id}`)).body.likes).toBe(1);
    const pulled = await reader.get('/api/sync/meals/pull', { batchSize: 1000 });
    expect(pulled.body.documents.find((doc: { _id: string }) => doc._id === meal!.id).likes).toBe(
      1,
    );
  });

  it('counts 100 concurrent likes spread across both exactly', async () => {
    const [meal] = await seedMeals(db, 1, { titlePrefix: 'Popular' });
    const people = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const user = await createUser({ db });
        return { user, client: await signedInClient(at(proxy.url), user) };
      }),
    );
    const before = new Map(proxy.counts);
    const answers = await Promise.all(
      people.map(({ user, client }) =>
        client.put('/api/inc-like', { id: meal!.id, email: user.email }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));
    for (const instance of [a, b]) {
      expect(proxy.counts.get(instance.url)! - before.get(instance.url)!).toBe(50);
      const seen = await new ApiClient(instance.url).get(`/api/meal/${meal!.id}`);
      expect(seen.body.likes).toBe(100);
    }
  });

  it('accepts a session issued by one on the other, and one logout revokes it on both', async () => {
    const email = `scale-${Date.now()}@hostel.test`;
    const password = 'Scale#out1';
    const registered = await new ApiClient(a.url).post('/api/auth/register', {
      name: 'Scale Out',
      email,
      password,
      photo: 'https://images.example/a.png',
    });
    expect(registered.status).toBe(201);
    const onA = new ApiClient(a.url);
    expect((await onA.post('/api/auth/login', { email, password })).status).toBe(200);
    const onB = sameBrowserAt(onA, b.url);
    expect((await onB.get('/api/auth/me')).body.email).toBe(email);
    const socketOnA = await socketAt(a.url, onA);
    const disconnected = new Promise<string>((resolve) => socketOnA.once('disconnect', resolve));

    expect((await onB.post('/api/remove-jwt', { email })).status).toBe(200);
    const stale = sameBrowserAt(onA, a.url); // the cookie b cleared, replayed to both
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await sameBrowserAt(onA, b.url).get('/api/auth/me')).status).toBe(401);
    // The socket the session opened on a is closed by the logout on b.
    expect(await disconnected).toBe('io server disconnect');
  });

  it('counts failed sign-ins on both instances together', async () => {
    const email = `throttle-${Date.now()}@hostel.test`;
    await new ApiClient(a.url).post('/api/auth/register', {
      name: 'Throttled',
      email,
      password: 'Right#pass1',
      photo: 'https://images.example/a.png',
    });
    // Five failures are free per account; the sixth blocks it. Three on each instance: each
    // alone would have counted only three.
    for (const url of [a.url, b.url, a.url, b.url, a.url, b.url]) {
      const answer = await new ApiClient(url).post('/api/auth/login', {
        email,
        password: 'Wrong#pass1',
      });
      expect(answer.status).toBe(401);
    }
    for (const url of [a.url, b.url]) {
      const answer = await new ApiClient(url).post('/api/auth/login', {
        email,
        password: 'Right#pass1',
      });
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves an image uploaded through one from the other', async () => {
    const user = await createUser({ db });
    const uploader = await signedInClient(at(a.url), user);
    const uploaded = await uploader.postForm('/api/upload', imageForm(PNG_1X1, 'me.png'));
    expect(uploaded.status).toBe(200);
    const served = await fetch(new URL(uploaded.body.data.display_url as string, b.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  // Last: it stops instance a.
  it('stops one instance dropping no request; its sockets carry on through the other', async () => {
    const [meal] = await seedMeals(db, 1, { titlePrefix: 'Shutdown' });
    // Two sockets opened one after the other through the round robin: one on each instance.
    const watchers = [
      await socketAt(proxy.url, undefined, true),
      await socketAt(proxy.url, undefined, true),
    ];
    const people = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createUser({ db });
        return { user, client: await signedInClient(at(proxy.url), user) };
      }),
    );
    // Exactly one of them was on a: it is the one that reconnects. Its own 'connect' comes once
    // it has joined again; the manager's 'reconnect' comes earlier, before the socket is usable.
    const reconnected = new Promise<void>((resolve) => {
      for (const watcher of watchers) watcher.once('connect', () => resolve());
    });
    const likes = Promise.all(
      people.map(({ user, client }) =>
        client.put('/api/inc-like', { id: meal!.id, email: user.email }),
      ),
    );
    const stopped = a.stop(); // SIGTERM while the likes are on their way
    const answers = await likes;
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));
    expect(await stopped).toBe(0);
    expect((await new ApiClient(b.url).get(`/api/meal/${meal!.id}`)).body.likes).toBe(20);

    // The socket that was on a reconnects through the proxy to b and hears the next change.
    const heard = watchers.map((watcher) =>
      next<SyncDocsPayload>(watcher, SOCKET_EVENTS.syncDocs, mealIn(meal!.id, 21), 5000),
    );
    await reconnected;
    expect(watchers.every((watcher) => watcher.connected)).toBe(true);
    const late = await createUser({ db });
    const client = await signedInClient(at(proxy.url), late);
    expect((await client.put('/api/inc-like', { id: meal!.id, email: late.email })).status).toBe(
      200,
    );
    await Promise.all(heard);
  });
});
