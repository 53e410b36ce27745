// npm run bench:scale-out: the scale-out figure. The same read and write loads as the
// main benchmark, on PostgreSQL, against one instance and then two (each instance its own
// process, sharing one PostgreSQL database and one Redis). With two, each instance gets its own
// autocannon child with half the connections (no proxy in the way: a Node proxy would be the
// bottleneck, nginx is not on the machine), and the figures are summed. The ratio of two to one
// is the scale-out figure. On a machine with few cores the load generators, PostgreSQL and the
// instances share them, which caps the ratio: read it with the core count printed above it.
// Options: BENCH_DURATION (seconds per figure, default 10), BENCH_CONNECTIONS (100).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createSession } from '../sync-server/src/domain/sessions/session-store';
import { SESSION_COOKIE } from '../sync-server/src/auth/session';
import { migrateToLatest } from '../sync-server/src/db/migrate';
import { openPostgres } from '../sync-server/src/db/postgres';
import { createUser } from '../sync-server/src/test-support/accounts';
import { startPostgresCluster } from '../sync-server/src/test-support/postgres-cluster';
import { startRedis } from '../sync-server/src/test-support/redis-server';
import { seedMeals, seedReviews } from '../sync-server/src/test-support/sync-data';
import { envNumber, Report } from './harness/context';
import { runLoad, type LoadFigures, type LoadSpec } from './harness/load';
import { startServerProcess, type RunningProcess } from './harness/processes';

const MEALS = 1_000;
const REVIEWS = 5_000;
const WRITERS = 50;

async function main(): Promise<void> {
  const duration = envNumber('BENCH_DURATION', 10);
  const connections = envNumber('BENCH_CONNECTIONS', 100);
  console.log(`# Scale-out on PostgreSQL, ${new Date().toISOString()}`);
  console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`);
  const cluster = await startPostgresCluster();
  const redis = await startRedis();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-scale-bench-'));
  const running: RunningProcess[] = [];
  try {
    const admin = openPostgres(cluster.urlFor('postgres'), 1);
    await sql`CREATE DATABASE hostel_bench`.execute(admin);
    await admin.destroy();
    const databaseUrl = cluster.urlFor('hostel_bench');
    const db = openPostgres(databaseUrl);
    await migrateToLatest(db);
    const meals = await seedMeals(db, MEALS);
    await seedReviews(
      db,
      meals.map((meal) => meal.id),
      REVIEWS,
    );
    const writers: { email: string; cookie: string }[] = [];
    for (let i = 0; i < WRITERS; i += 1) {
      const user = await createUser({ db }, { email: `writer${i}@bench.test` });
      const { token } = await createSession(db, user.id, 24 * 3600, Date.now());
      writers.push({ email: user.email, cookie: `${SESSION_COOKIE}=${token}` });
    }
    await db.destroy();

    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    };
    const start = async (name: string) => {
      const instance = await startServerProcess(path.join(dataDir, name), env);
      running.push(instance);
      return instance;
    };
    const mealIds = meals.slice(0, 100).map((meal) => meal.id);
    const loads: { label: string; spec: Omit<LoadSpec, 'url' | 'connections'> }[] = [
      {
        label: 'reads: /api/meal/{id} (100 ids)',
        spec: { durationSeconds: duration, paths: mealIds.map((id) => `/api/meal/${id}`) },
      },
      {
        label: 'reads: /api/all-meals page 0',
        spec: { durationSeconds: duration, paths: ['/api/all-meals?page=0'] },
      },
      { label: 'writes: likes (PUT inc/dec-like)', spec: { durationSeconds: duration } },
    ];
    /** One load against the given instances, connections and writers split between them. */
    const measure = async (instances: RunningProcess[], load: (typeof loads)[number]) => {
      const share = (i: number) => writers.filter((_, n) => n % instances.length === i);
      const specFor = (instance: RunningProcess, i: number): LoadSpec => ({
        ...load.spec,
        url: instance.url,
        connections: Math.max(1, Math.round(connections / instances.length)),
        ...(load.label.startsWith('writes')
          ? {
              writes: {
                kind: 'likes' as const,
                cookies: share(i).map((writer) => writer.cookie),
                emails: share(i).map((writer) => writer.email),
                mealIds,
              },
            }
          : {}),
      });
      await Promise.all(
        instances.map((instance, i) => runLoad({ ...specFor(instance, i), durationSeconds: 1 })),
      );
      const figures = await Promise.all(
        instances.map((instance, i) => runLoad(specFor(instance, i))),
      );
      const sum = (pick: (f: LoadFigures) => number) =>
        figures.reduce((total, f) => total + pick(f), 0);
      return {
        rps: sum((f) => f.rps),
        p99: Math.max(...figures.map((f) => f.p99)),
        failed: sum((f) => f.errors + f.timeouts + f.non2xx),
      };
    };

    const one = [await start('a')];
    const single = [];
    for (const load of loads) single.push(await measure(one, load));
    const two = [...one, await start('b')];
    const report = new Report();
    const row = report.table(
      `Scale-out on PostgreSQL: ${connections} connections, ${duration} s each`,
      ['load', '1 instance req/s', '2 instances req/s', 'ratio', 'p99 ms (1 / 2)', 'failed'],
    );
    for (const [i, load] of loads.entries()) {
      const pair = await measure(two, load);
      row({
        load: load.label,
        '1 instance req/s': Math.round(single[i]!.rps),
        '2 instances req/s': Math.round(pair.rps),
        ratio: (pair.rps / single[i]!.rps).toFixed(2),
        'p99 ms (1 / 2)': `${single[i]!.p99} / ${pair.p99}`,
        failed: single[i]!.failed + pair.failed,
      });
    }
  } finally {
    await Promise.all(running.map((instance) => instance.stop()));
    await redis.stop();
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
