// Sends the moments' notices with web-push. A moment goes to the named residents (or every
// resident) whose switch for it is on, on each device subscribed under a sign-in that still
// lives. A push service that answers 404 or 410 has dropped the subscription: it is pruned.
// Sending never delays or fails the request that caused it: each send runs in the background,
// its failures are logged, and `idle()` lets tests and the graceful stop wait for them.
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import type { PushMoment, PushNotice, SyncCollection } from '@hostel/shared-schema';
import type { Db } from '../db/database';
import { mealTitle, requestedMeal, subscribedEmails } from '../domain/push/push-lookups';
import { wantsMoment } from '../domain/push/push-settings';
import {
  liveSubscriptions,
  pruneEndedSubscriptions,
  pruneSubscription,
} from '../domain/push/push-subscriptions';
import {
  chatAnswerNotice,
  likedPublishedNotice,
  menuChangedNotice,
  refusedWriteNotice,
  servedNotice,
} from './notices';
import type { VapidKeys } from './vapid-keys';
import type { Clock } from '../domain/hostel/clock';

/** How long a push service keeps an undelivered notice (a phone off overnight still gets it). */
const TTL_SECONDS = 24 * 3600;

export type SendReport = { sent: number; pruned: number; failed: number };

export type PushNotifier = {
  publicKey: string;
  /** Sends `notice` to the devices of `emails` (or of every resident) that want `moment`. */
  send: (
    emails: readonly string[] | 'everyone',
    moment: PushMoment,
    notice: PushNotice,
  ) => Promise<SendReport>;
  /** The moments, sent in the background after the write that caused them has committed. */
  requestServed: (requestId: string, ownerEmail: string) => void;
  chatAnswered: (email: string) => void;
  likedMealPublished: (mealId: string, likerEmails: readonly string[]) => void;
  tomorrowMenuChanged: (date: string) => void;
  writesRefused: (
    email: string,
    refusals: readonly { collection: SyncCollection; reason: string }[],
  ) => void;
  /** Resolves once every background send started so far has finished. */
  idle: () => Promise<void>;
  /** Waits for the sends in flight, then closes the connections to push services. */
  close: () => Promise<void>;
};

export function createPushNotifier({
  db,
  keys,
  subject,
  serviceCa,
  clock,
  log = (line) => console.error(line),
}: {
  db: Db;
  /** The server's clock: a subscription lives while its sign-in does, by that clock. */
  clock: Clock;
  keys: VapidKeys;
  subject: string;
  /** PEM of extra certificate authorities (a self-hosted push service's, the tests' fake). */
  serviceCa?: string;
  log?: (line: string) => void;
}): PushNotifier {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const inFlight = new Set<Promise<unknown>>();
  // Push services are HTTPS; connections are kept for the next notice to the same service.
  const agent = new Agent({
    keepAlive: true,
    ...(serviceCa && { ca: [...rootCertificates, serviceCa] }),
  });

  const send: PushNotifier['send'] = async (emails, moment, notice) => {
    const report: SendReport = { sent: 0, pruned: 0, failed: 0 };
    await pruneEndedSubscriptions(db);
    const candidates = emails === 'everyone' ? await subscribedEmails(db) : emails;
    const wanting = await wantsMoment(db, candidates, moment);
    // Sign-ins expire by the server's clock, like the session check of every request.
    const targets = await liveSubscriptions(db, [...wanting], clock.now());
    const payload = JSON.stringify(notice);
    await Promise.all(
      targets.map(async (target) => {
        try {
          await webpush.sendNotification(
            { endpoint: target.endpoint, keys: target.keys },
            payload,
            { vapidDetails, TTL: TTL_SECONDS, timeout: 10_000, agent },
          );
          report.sent += 1;
        } catch (error) {
          const status = error instanceof WebPushError ? error.statusCode : undefined;
          if (status === 404 || status === 410) {
            await pruneSubscription(db, target.endpoint);
            report.pruned += 1;
          } else {
            report.failed += 1;
            log(`push to ${new URL(target.endpoint).host} failed: ${status ?? String(error)}`);
          }
        }
      }),
    );
    return report;
  };

  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  /** Runs a send in the background; its failure is logged, never thrown. */
  const later = (work: () => Promise<unknown>) => {
    const running = work()
      .catch((error: unknown) => log(`push failed: ${(error as Error)?.message ?? error}`))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  return {
    publicKey: keys.publicKey,
    send,
    requestServed: (requestId, ownerEmail) =>
      later(async () => {
        const meal = await requestedMeal(db, requestId);
        if (meal) await send([ownerEmail], 'served', servedNotice(requestId, meal.title));
      }),
    chatAnswered: (email) => later(() => send([email], 'chatAnswer', chatAnswerNotice())),
    likedMealPublished: (mealId, likerEmails) =>
      later(async () => {
        const title = await mealTitle(db, mealId);
        if (title) await send(likerEmails, 'likedPublished', likedPublishedNotice(mealId, title));
      }),
    tomorrowMenuChanged: (date) =>
      later(() => send('everyone', 'menuChanged', menuChangedNotice(date))),
    writesRefused: (email, refusals) =>
      later(async () => {
        if (refusals.length > 0) await send([email], 'refusedWrite', refusedWriteNotice(refusals));
      }),
    idle,
    close: async () => {
      await idle();
      agent.destroy();
    },
  };
}
