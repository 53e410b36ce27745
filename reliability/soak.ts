// The soak: simulated residents and admins browse, like, review, request
// meals, replicate by checkpoint and chat (REST + socket.io) at a person's pace against the
// server started the README's way, for a given time. It records every call's latency (p50/p99
// per call), every error (a 5xx, a network failure or an answer the call never gives), and the
// server's memory and open file descriptors at the halfway mark and at the end. Memory is judged
// by V8's heap used after a full GC (heap-probe.mjs): what is still reachable. RSS is reported
// too, but it moves with how V8 sizes its spaces, not with leaks (docs/performance-log/scale-out-and-soak.md, "Soak").
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { likeId, SOCKET_EVENTS } from '@hostel/shared-schema';
import { rssMiB } from '../bench/harness/processes';
import { quantile } from '../bench/client/quantile';
import type { ApiResponse } from '../sync-server/src/test-support/api-client';
import { Replica } from '../sync-server/src/test-support/replica';
import {
  describeHeap,
  fdCount,
  HEAP_PROBE_NODE_ARGS,
  handlesNotLive,
  heapAfterGc,
  type HeapFigures,
} from './server-measures';
import { startServerProcess } from './server-process';
import { makeWorld, type Person } from './world';

export type SoakOptions = {
  seconds: number;
  people: number;
  admins: number;
  log?: (line: string) => void;
  /**
   * A folder for heap snapshots of the server (after a full GC, on SIGUSR2) at the halfway mark
   * and at the end: to tell a leak (objects that keep piling up) from warm-up. Each pauses the
   * server for a few seconds, so the latency figures of such a run are not the reference.
   */
  heapSnapshotDir?: string;
};
export type SoakReport = {
  seconds: number;
  people: number;
  calls: number;
  errors: string[];
  latency: Record<string, { count: number; p50: number; p99: number }>;
  /** Mean RSS over the 10 s before halfway and before the end (for the record). */
  rss: { mid: number; end: number };
  /** The server's V8 heap after a full GC at halfway and at the end (the leak measure). */
  heap: { mid: HeapFigures; end: HeapFigures };
  /** The server's open file descriptors (for the record: live clients' connections included). */
  fds: { start: number; mid: number; end: number };
  /**
   * Its descriptors not held by a live connection (files, pipes, sockets the client already
   * closed, …): a handle leak shows here, while the count of connections follows how many
   * clients happen to be connected (each HTTP client's pool grows to its busiest moment).
   */
  handles: { start: number; mid: number; end: number };
};

/**
 * The soak's steady targets, for `npm test` and `npm run soak` alike: the heap used after a
 * full GC at the end within 10% of the halfway mark, and open file descriptors not growing.
 */
export function leakChecks(report: SoakReport) {
  return {
    heapFlat: report.heap.end.used <= report.heap.mid.used * 1.1,
    handlesFlat: report.handles.end <= report.handles.mid * 1.1 + 5,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A network error with its cause (undici's "fetch failed" hides the socket's own error). */
const describeError = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? `${String(error)} (${cause.code ?? ''} ${cause.message ?? ''})` : String(error);
};

export async function runSoak({
  seconds,
  people,
  admins,
  log = () => {},
  heapSnapshotDir,
}: SoakOptions): Promise<SoakReport> {
  const world = await makeWorld({ meals: 60, reviews: 600, residents: people - admins });
  const server = await startServerProcess(world.dataDir, {
    nodeArgs: [
      ...HEAP_PROBE_NODE_ARGS,
      ...(heapSnapshotDir
        ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapSnapshotDir}`]
        : []),
    ],
  });
  /** Asks the server for a heap snapshot and waits until its file is written (size stable). */
  const heapSnapshot = async () => {
    if (!heapSnapshotDir) return;
    const before = new Set(readdirSync(heapSnapshotDir));
    process.kill(server.pid, 'SIGUSR2');
    let file: string | undefined;
    let size = -1;
    for (let tries = 0; tries < 240; tries += 1) {
      await sleep(500);
      file ??= readdirSync(heapSnapshotDir).find((name) => !before.has(name));
      if (!file) continue;
      const now = statSync(path.join(heapSnapshotDir, file)).size;
      if (now > 0 && now === size) break;
      size = now;
    }
    log(`heap snapshot: ${file} (${(size / 2 ** 20).toFixed(1)} MiB)`);
  };
  const sockets: Socket[] = [];
  const times = new Map<string, number[]>();
  const errors: string[] = [];
  let timeline: ReturnType<typeof setInterval> | undefined;
  try {
    /** One call, timed under `name`; anything outside `ok` is an error. */
    const timed = async (name: string, ok: number[], call: () => Promise<ApiResponse>) => {
      const started = performance.now();
      try {
        const res = await call();
        (times.get(name) ?? times.set(name, []).get(name)!).push(performance.now() - started);
        if (!ok.includes(res.status))
          errors.push(`${name} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res;
      } catch (error) {
        errors.push(`${name} → ${describeError(error)}`);
        return { status: 0, body: undefined, headers: new Headers() } as ApiResponse;
      }
    };
    const end = Date.now() + seconds * 1000;
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

    const resident = async (person: Person, index: number) => {
      const client = world.clientOf(person, server.url);
      const replicas = [
        new Replica('meals', 200),
        new Replica('reviews', 200),
        new Replica('likes', 200),
      ];
      let socket: Socket | undefined;
      if (index % 4 === 0) {
        socket = io(server.url, {
          transports: ['websocket'],
          extraHeaders: { cookie: world.cookieOf(person) },
        });
        sockets.push(socket);
      }
      let conversationId: string | undefined;
      await sleep(Math.random() * 2000); // people arrive over a couple of seconds
      for (let n = 0; Date.now() < end; n += 1) {
        const mealId = pick(world.mealIds);
        const roll = Math.random();
        if (roll < 0.35) {
          await timed('GET /all-meals-home', [200], () => client.get('/api/all-meals-home'));
          await timed('GET /meal/{id}', [200], () => client.get(`/api/meal/${mealId}`));
          await timed('GET /meal-wise-reviews', [200], () =>
            client.get('/api/meal-wise-reviews', { id: mealId }),
          );
        } else if (roll < 0.55) {
          const path = Math.random() < 0.6 ? '/api/inc-like' : '/api/dec-like';
          await timed(`PUT ${path.slice(4)}`, [200], () =>
            client.put(path, { email: person.email, id: mealId }),
          );
        } else if (roll < 0.65) {
          await timed('POST /add-review', [201], () =>
            client.post('/api/add-review', {
              mealId,
              rating: 1 + (n % 5),
              review: `Soak review ${n} by ${person.name}`,
            }),
          );
        } else if (roll < 0.72) {
          // 409: no package, or already requested: product rules, answered as such.
          await timed('POST /add-requested-meal', [201, 409], () =>
            client.post('/api/add-requested-meal', { email: person.email, mealId }),
          );
        } else if (roll < 0.9) {
          for (const replica of replicas) {
            const started = performance.now();
            try {
              await replica.catchUp(client);
              (
                times.get(`pull ${replica.collection}`) ??
                times.set(`pull ${replica.collection}`, []).get(`pull ${replica.collection}`)!
              ).push(performance.now() - started);
            } catch (error) {
              errors.push(`pull ${replica.collection} → ${describeError(error)}`);
            }
          }
          const key = likeId('meal', mealId, person.email);
          await timed('POST /sync/likes/push', [200], () =>
            client.post('/api/sync/likes/push', [
              {
                assumedMasterState: replicas[2]!.docs.get(key) ?? null,
                newDocumentState: {
                  _id: key,
                  target: 'meal',
                  targetId: mealId,
                  email: person.email,
                  liked: true,
                  _deleted: false,
                },
              },
            ]),
          );
        } else {
          conversationId ??= (
            await timed('POST /conversation', [200, 201], () =>
              client.post('/api/conversation', { userId: person.id }),
            )
          ).body?._id;
          if (conversationId) {
            const text = `Soak hello ${n}`;
            await timed('POST /send-message', [200, 201], () =>
              client.post('/api/send-message', {
                conversationId,
                sender: person.email,
                receiver: 'admin',
                text,
              }),
            );
            socket?.emit(SOCKET_EVENTS.toAdmin, { conversationId, text });
          }
        }
        await sleep(1000 + Math.random() * 2000); // a person's pace
      }
    };

    const admin = async () => {
      const client = world.clientOf(world.admin, server.url);
      const socket = io(server.url, {
        transports: ['websocket'],
        extraHeaders: { cookie: world.cookieOf(world.admin) },
      });
      sockets.push(socket);
      await sleep(Math.random() * 2000);
      while (Date.now() < end) {
        const conversations = await timed('GET /all-conversations', [200], () =>
          client.get('/api/all-conversations'),
        );
        const first = Array.isArray(conversations.body) ? conversations.body[0] : undefined;
        if (first)
          await timed('GET /messages/{id}', [200], () => client.get(`/api/messages/${first._id}`));
        await timed('GET /all-requested-meals', [200], () =>
          client.get('/api/all-requested-meals'),
        );
        await timed('GET /all-reviews-aggrigate', [200], () =>
          client.get('/api/all-reviews-aggrigate'),
        );
        await sleep(1000 + Math.random() * 2000);
      }
    };

    const fdsStart = fdCount(server.pid);
    const handlesStart = handlesNotLive(server.pid);
    // RSS every minute: a leak keeps climbing, warm-up levels off.
    const startedAt = Date.now();
    timeline = setInterval(() => {
      const at = Math.round((Date.now() - startedAt) / 1000);
      log(
        `${at} s: RSS ${rssMiB(server.pid).toFixed(1)} MiB, ${fdCount(server.pid)} open fds (${handlesNotLive(server.pid)} not live connections)`,
      );
    }, 60_000);
    const residents = world.residents.slice(0, people - admins);
    const running = [...residents.map(resident), ...Array.from({ length: admins }, admin)];
    // Memory is the mean of RSS samples over the 10 s before each mark (one sample is at the
    // mercy of where the garbage collector happens to be).
    const window = Math.min(10, seconds / 6) * 1000;
    const sampleRss = async (until: number) => {
      const samples: number[] = [];
      while (Date.now() < until) {
        if (until - Date.now() <= window) samples.push(rssMiB(server.pid));
        await sleep(500);
      }
      return samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length);
    };
    const mid = {
      rss: await sampleRss(Date.now() + (seconds * 1000) / 2),
      fds: fdCount(server.pid),
      handles: handlesNotLive(server.pid),
    };
    log(
      `halfway: RSS ${mid.rss.toFixed(1)} MiB, ${mid.fds} open fds (${mid.handles} not live connections), ${errors.length} errors`,
    );
    const heapMid = await heapAfterGc(server);
    log(`halfway: ${describeHeap(heapMid)}`);
    await heapSnapshot();
    const endRss = await sampleRss(end);
    const heapEnd = await heapAfterGc(server);
    log(`end: ${describeHeap(heapEnd)}`);
    await Promise.all(running);
    const final = { rss: endRss, fds: fdCount(server.pid), handles: handlesNotLive(server.pid) };
    await heapSnapshot();
    const latency: SoakReport['latency'] = {};
    for (const [name, list] of [...times].sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      latency[name] = {
        count: list.length,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
      };
    }
    return {
      seconds,
      people,
      calls: [...times.values()].reduce((sum, list) => sum + list.length, 0),
      errors,
      latency,
      rss: { mid: mid.rss, end: final.rss },
      heap: { mid: heapMid, end: heapEnd },
      fds: { start: fdsStart, mid: mid.fds, end: final.fds },
      handles: { start: handlesStart, mid: mid.handles, end: final.handles },
    };
  } finally {
    clearInterval(timeline);
    for (const socket of sockets) socket.close();
    await server.kill('SIGTERM');
    world.remove();
  }
}
