// Whether this instance should be sent traffic (GET /readyz), apart from whether it is alive
// (GET /healthz). Not ready while it starts (migrations, seeding, connecting to Redis), once it
// drains on SIGTERM, and while its database does not answer. Redis is reported but does not make
// the instance unready: every instance shares the one Redis, so taking instances out for it
// would take them all out at once, while each can still serve with Redis away (its limiters
// count on their own, live notices reach its own sockets; see docs/decisions).
export type Phase = 'starting' | 'ready' | 'draining';
export type DependencyState = 'up' | 'down';

export type ReadinessReport = {
  status: Phase | 'database unreachable';
  database: DependencyState | 'unchecked';
  redis: DependencyState | 'not configured';
};

/** How long the database may take to answer the readiness ping. */
const PING_TIMEOUT_MS = 2_000;

export type Readiness = {
  phase: () => Phase;
  markReady: () => void;
  markDraining: () => void;
  /** Set once the database is open: throws or rejects when it does not answer. */
  pingDatabase?: () => void | Promise<void>;
  /** Set once Redis is connected (REDIS_URL): whether it answers now. */
  redisUp?: () => boolean;
  /** Runs the checks; `ready` says whether to answer 200 or 503. */
  check: () => Promise<{ ready: boolean; report: ReadinessReport }>;
  /** Told of every failed database ping. */
  onDatabaseDown?: (error: unknown) => void;
};

async function answers(ping: () => void | Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), PING_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(): Readiness {
  let phase: Phase = 'starting';
  const readiness: Readiness = {
    phase: () => phase,
    markReady: () => {
      if (phase === 'starting') phase = 'ready';
    },
    markDraining: () => {
      phase = 'draining';
    },
    check: async () => {
      const redis = readiness.redisUp ? (readiness.redisUp() ? 'up' : 'down') : 'not configured';
      const current = phase;
      if (current !== 'ready' || !readiness.pingDatabase) {
        return { ready: false, report: { status: current, database: 'unchecked', redis } };
      }
      const databaseUp = await answers(readiness.pingDatabase);
      return {
        ready: databaseUp,
        report: {
          status: databaseUp ? 'ready' : 'database unreachable',
          database: databaseUp ? 'up' : 'down',
          redis,
        },
      };
    },
  };
  return readiness;
}
