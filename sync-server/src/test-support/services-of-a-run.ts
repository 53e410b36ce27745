// A stand-in for a test run, for test-services.test.ts: starts the services a run starts (a
// PostgreSQL cluster and a Redis server), prints their process ids as one JSON line, then waits
// to be interrupted or killed.
import { startPostgresCluster } from './postgres-cluster';
import { startRedis } from './redis-server';

const cluster = await startPostgresCluster();
const redis = await startRedis();
process.stdout.write(`${JSON.stringify({ postgres: cluster.pid(), redis: redis.pid })}\n`);
setInterval(() => undefined, 60_000);
