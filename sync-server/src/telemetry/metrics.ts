// The instance's Prometheus metrics (prom-client), in a registry of its own: each instance
// serves its own on /metrics, and tests that run several servers in one process keep them apart.
// Names follow Prometheus's conventions: base units (seconds), `_total` for counters.
import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type CollectFunction,
} from 'prom-client';

/** Request durations in seconds: cached sub-millisecond answers up to slow writes. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export type Metrics = ReturnType<typeof createMetrics>;

/** Values read when /metrics is scraped (set once the server has them). */
export type LiveReadings = {
  sockets?: () => number;
};

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const readings: LiveReadings = {};
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect: function (this: Gauge) {
        const value = read();
        if (value !== undefined) this.set(value);
      } as CollectFunction<Gauge>,
    });
  gauge('hostel_live_sockets', 'socket.io connections open on this instance', () =>
    readings.sockets?.(),
  );
  return {
    registry,
    readings,
    /** With the read cache on: hostel_read_cache_bytes, what it holds (absent with it off). */
    watchReadCache: (bytes: () => number) =>
      gauge(
        'hostel_read_cache_bytes',
        "Bytes the read cache holds: its answers' JSON and their compressed copies",
        bytes,
      ),
    /** With REDIS_URL: hostel_redis_up, 1 while Redis answers (absent without Redis). */
    watchRedis: (up: () => boolean) =>
      gauge('hostel_redis_up', '1 while Redis (REDIS_URL) answers, 0 while it is away', () =>
        Number(up()),
      ),
    requestDuration: new Histogram({
      name: 'hostel_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    syncPulls: new Counter({
      name: 'hostel_sync_pulls_total',
      help: 'Replication pulls answered, by collection',
      labelNames: ['collection'] as const,
      registers: [registry],
    }),
    syncPushes: new Counter({
      name: 'hostel_sync_pushes_total',
      help: 'Replication pushes answered, by collection',
      labelNames: ['collection'] as const,
      registers: [registry],
    }),
    refusedWrites: new Counter({
      name: 'hostel_sync_refused_writes_total',
      help: 'Pushed documents refused by a rule, by collection and reason',
      labelNames: ['collection', 'reason'] as const,
      registers: [registry],
    }),
    readCache: new Counter({
      name: 'hostel_read_cache_requests_total',
      help: 'Public reads asked of the read cache, by outcome (hit or miss)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    databaseErrors: new Counter({
      name: 'hostel_database_errors_total',
      help: 'Queries and connections that failed (unique violations, answered 409, excluded)',
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: 'hostel_redis_errors_total',
      help: 'Errors reported by the Redis connections',
      registers: [registry],
    }),
  };
}
