// Graceful shutdown under load (issue 12, point 6): 100 connections read and write at the server
// started the README's way when it gets SIGTERM (a deploy). Every request is answered with a 2xx
// or cleanly refused (its connection refused once the server stopped listening): none reset,
// none a 5xx; a write that got no answer never happened, no write happened twice; the stop is
// bounded; and the socket clients are disconnected the way that makes socket.io reconnect: they
// do, to the new server.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../sync-server/src/db/database';
import { startServerProcess, type ServerProcess } from './server-process';
import { makeWorld, type Person, type World } from './world';

const CONNECTIONS = 100;

let world: World;
let server: ServerProcess | undefined;
const sockets: Socket[] = [];
beforeAll(async () => {
  world = await makeWorld({ meals: 20, reviews: 100, residents: CONNECTIONS });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.kill('SIGKILL');
  world?.remove();
});

type Sent = {
  kind: 'read' | 'like' | 'review';
  text?: string;
  at: number;
  status?: number;
  error?: string;
  answeredAt?: number;
};

/** Requests reset on a reused kept-alive connection before any answer, sent again. */
let resentAfterReset = 0;

/**
 * One request on this connection's keep-alive agent: its status, or the network error. HTTP/1.1
 * lets a server close an idle kept-alive connection as a request crosses it (the server never
 * read it); browsers, and Node's own documentation (`request.reusedSocket`), send such a request
 * once more, on a new connection. Only that case is retried: a reset on a new connection, or
 * after part of an answer, is a failure.
 */
async function call(...args: Parameters<typeof callOnce>): Promise<number> {
  try {
    return await callOnce(...args);
  } catch (error) {
    const { code, reused } = error as NodeJS.ErrnoException & { reused?: boolean };
    if (code !== 'ECONNRESET' || !reused) throw error;
    resentAfterReset += 1;
    return callOnce(...args);
  }
}

function callOnce(
  agent: Agent,
  url: string,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
) {
  return new Promise<number>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let answered = false;
    const req = request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          cookie: world.cookieOf(person),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', (error) =>
      reject(
        Object.assign(error, {
          reused: req.reusedSocket && !answered,
          unaccepted: !req.reusedSocket && !answered,
        }),
      ),
    );
    req.end(payload);
  });
}

/** One connection: reads and writes back to back until the server is gone. */
async function connection(person: Person, url: string, sent: Sent[], index: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let n = 0; ; n += 1) {
      const mealId = world.mealIds[(index + n) % world.mealIds.length]!;
      const kind = (['read', 'like', 'review', 'read'] as const)[n % 4]!;
      const entry: Sent = { kind, at: Date.now() };
      if (kind === 'review') entry.text = `${person.email} at shutdown #${n}`;
      sent.push(entry);
      try {
        entry.status =
          kind === 'read'
            ? await call(agent, url, person, 'GET', `/api/meal/${mealId}`)
            : kind === 'like'
              ? await call(
                  agent,
                  url,
                  person,
                  'PUT',
                  n % 8 === 1 ? '/api/inc-like' : '/api/dec-like',
                  {
                    email: person.email,
                    id: mealId,
                  },
                )
              : await call(agent, url, person, 'POST', '/api/add-review', {
                  mealId,
                  rating: 3,
                  review: entry.text,
                });
        entry.answeredAt = Date.now();
        // A person's pace, roughly: 100 connections flat out would only measure queueing on
        // this shared machine.
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60));
      } catch (error) {
        const { code, unaccepted } = error as NodeJS.ErrnoException & { unaccepted?: boolean };
        // A new connection reset before any answer: under load, connections still in the
        // kernel's accept queue when the listening socket closes are reset (Linux). No request
        // on it was read (every write without an answer is checked absent below). Counted
        // apart, and left as the one known gap of "none reset" (docs/decisions.md).
        entry.error =
          code === 'ECONNRESET' && unaccepted ? 'RESET_UNACCEPTED' : (code ?? String(error));
        return;
      }
    }
  } finally {
    agent.destroy();
  }
}

function connectSocket(url: string, person: Person): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    extraHeaders: { cookie: world.cookieOf(person) },
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('SIGTERM under load', () => {
  it('answers every request in flight and tells socket clients to reconnect', async () => {
    server = await startServerProcess(world.dataDir);
    const { url, port } = server;
    const people = world.residents.slice(0, CONNECTIONS);
    const live = await Promise.all(people.slice(0, 5).map((person) => connectSocket(url, person)));
    const disconnects = live.map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    );
    const sent: Sent[] = [];
    const connections = people.map((person, index) => connection(person, url, sent, index));
    while (sent.filter((entry) => entry.status).length < 300) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const sigtermAt = Date.now();
    const { code } = await server.kill('SIGTERM');
    const stoppedIn = Date.now() - sigtermAt;
    await Promise.all(connections);
    expect(code, server.output()).toBe(0);
    // Bounded: in-flight requests drain well within the 10 s the stop allows them.
    expect(stoppedIn).toBeLessThan(10_000);

    // Connections were open with requests on them, and answers came after the signal.
    const waited = /Waiting for \d+ request\(s\) in flight on (\d+) connection/.exec(
      server.output(),
    );
    expect(waited, server.output()).not.toBeNull();
    expect(Number(waited![1])).toBeGreaterThan(0);
    const answeredAfter = sent.filter((entry) => entry.answeredAt! > sigtermAt).length;
    expect(answeredAfter).toBeGreaterThan(0);
    // Every request is answered with a 2xx, or cleanly refused: its connection was refused
    // (ECONNREFUSED: the server had stopped listening, nothing was sent), or RESET_UNACCEPTED
    // (above). None reset after it was read or answered, none hung up, none a 5xx or a 4xx.
    const outcomes = new Map<string, number>();
    for (const entry of sent) {
      const outcome = entry.error ?? String(entry.status);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    const report = JSON.stringify({
      requests: sent.length,
      answeredAfterSigterm: answeredAfter,
      outcomes: Object.fromEntries(outcomes),
      resentAfterReset,
      stoppedInMs: stoppedIn,
    });
    console.log(`graceful shutdown: ${report}`);
    for (const entry of sent) {
      if (entry.error) expect(['ECONNREFUSED', 'RESET_UNACCEPTED'], report).toContain(entry.error);
      else expect(entry.status! >= 200 && entry.status! < 300, report).toBe(true);
    }
    // Each connection ends on a refused connection: every one was told to close and did.
    expect(sent.filter((entry) => entry.error).length).toBe(CONNECTIONS);
    const db = openDatabase(world.dataDir);
    try {
      const taken = (
        await db
          .selectFrom('reviews')
          .select('review')
          .where('review', 'like', '% at shutdown #%')
          .execute()
      ).map((row) => row.review);
      const texts = new Set(taken);
      const rows = taken.length;
      // No request was taken twice: a request sent again after a reset had not been read.
      expect(texts.size).toBe(rows);
      for (const entry of sent.filter((e) => e.kind === 'review')) {
        expect(texts.has(entry.text!), entry.text).toBe(entry.status === 201);
      }
    } finally {
      await db.destroy();
    }

    // socket.io clients reconnect by themselves after 'transport close' (not after
    // 'io server disconnect'): the next server on the same address gets them back.
    expect(await Promise.all(disconnects)).toEqual(live.map(() => 'transport close'));
    const reconnected = live.map(
      (socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    );
    server = await startServerProcess(world.dataDir, { port });
    await Promise.all(reconnected);
    expect(live.every((socket) => socket.connected)).toBe(true);
  }, 60_000);
});
