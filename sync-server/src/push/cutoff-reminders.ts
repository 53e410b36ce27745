// The reminder before a day's first skip cut-off, for residents who asked for it. A tick, run
// every minute by the scheduler, reads the server's clock (deps.clock): when a day's first
// cut-off (today's or tomorrow's) is less than REMINDER_LEAD_MS away and not yet past, the day's
// reminder is claimed in the database and sent. The claim makes it go out once per day however
// many instances tick and however often.
import { addDaysToDate, cutoffInstant, dateAt, MEAL_TYPES } from '@hostel/shared-schema';
import type { Db } from '../db/database';
import type { Clock } from '../domain/hostel/clock';
import { loadSettings } from '../domain/hostel/settings';
import { claimReminder } from '../domain/push/push-lookups';
import { cutoffReminderNotice } from './notices';
import type { PushNotifier, SendReport } from './push-notifier';

/** How long before the cut-off the reminder goes out. */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;
const TICK_MS = 60 * 1000;

/** One tick: sends the reminder that is due now, if any; answers what was sent. */
export async function sendDueCutoffReminder(
  db: Db,
  clock: Clock,
  notifier: Pick<PushNotifier, 'send'>,
): Promise<SendReport | undefined> {
  const settings = await loadSettings(db);
  const now = clock.now();
  const today = dateAt(now, settings.timeZone);
  for (const date of [today, addDaysToDate(today, 1)]) {
    const [slot, cutoff] = MEAL_TYPES.map(
      (meal) => [meal, cutoffInstant(settings, date, meal)] as const,
    ).reduce((first, next) => (next[1] < first[1] ? next : first));
    if (now < cutoff - REMINDER_LEAD_MS || now >= cutoff) continue;
    if (!(await claimReminder(db, `cutoff:${date}`, now))) continue;
    return notifier.send('everyone', 'cutoffReminder', cutoffReminderNotice(settings, date, slot));
  }
  return undefined;
}

/** Ticks every minute until stopped; the timer never keeps the process alive. */
export function startCutoffReminders(
  db: Db,
  clock: Clock,
  notifier: Pick<PushNotifier, 'send'>,
  log: (line: string) => void = (line) => console.error(line),
): { stop: () => void } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sendDueCutoffReminder(db, clock, notifier))
      .catch((error: unknown) => log(`cut-off reminder failed: ${(error as Error)?.message}`));
  }, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
