// What several server instances share through Redis (REDIS_URL): socket.io's Redis adapter, so a
// room emit reaches the sockets of every instance, and the rate limiters' counters (login
// throttling, write limits, socket event limits), so every instance counts together. One
// connection carries commands and publishes; the adapter's subscriptions need a second one.
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimiterStore } from '../http/limiters';

/** Every key this app writes starts with this, so a shared Redis stays readable. */
const REDIS_KEY_PREFIX = 'hostel:';

export type RedisLink = {
  client: Redis;
  /** socket.io's adapter factory: `io.adapter(link.adapter)`. */
  adapter: ReturnType<typeof createAdapter>;
  /** Limiters whose counts live in Redis (with an in-memory stand-in while Redis is away). */
  limiterStore: LimiterStore;
  close: () => Promise<void>;
};

export async function connectRedis(
  url: string,
  {
    log = console.error,
    onError,
  }: {
    /** Where a new kind of error is told (repeats of the same one are not). */
    log?: (line: string) => void;
    /** Told of every error (the metrics count them). */
    onError?: (error: Error) => void;
  } = {},
): Promise<RedisLink> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = client.duplicate();
  // ioredis reconnects by itself; an error event without a listener would only be printed raw.
  let lastError = '';
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: Error) => {
      onError?.(error);
      if (error.message !== lastError) log(`Redis: ${error.message}`);
      lastError = error.message;
    });
    connection.on('ready', () => (lastError = ''));
  }
  // socket.io's adapter unsubscribes when it closes without waiting for the answer: with Redis
  // away (a stop while Redis is down) that promise rejects with nobody to catch it, and an
  // unhandled rejection ends Node. Nothing else unsubscribes on this connection.
  for (const name of ['unsubscribe', 'punsubscribe'] as const) {
    const unsubscribe = subscriber[name].bind(subscriber) as (
      ...args: unknown[]
    ) => Promise<unknown>;
    (subscriber as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const answered = unsubscribe(...args);
      answered.catch(() => undefined);
      return answered;
    };
  }
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL (${String(error)})`);
  }
  const limiterStore: LimiterStore = (options) =>
    new RateLimiterRedis({
      ...options,
      keyPrefix: `${REDIS_KEY_PREFIX}${options.keyPrefix}`,
      storeClient: client,
      // Redis down must not lock everybody out nor open the door wide: while it is away each
      // instance counts on its own, as one instance always did.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  return {
    client,
    adapter: createAdapter(client, subscriber, { key: `${REDIS_KEY_PREFIX}socket.io` }),
    limiterStore,
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
