// The words and the screen of each moment's notification. A notice says what happened and where
// to look, nothing more: no message text, no prices, no other resident. Paths are the PWA's.
import {
  cutoffLabel,
  dayLabel,
  type HostelSettings,
  type MealType,
  type PushNotice,
  type SyncCollection,
} from '@hostel/shared-schema';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function servedNotice(requestId: string, mealTitle: string): PushNotice {
  return {
    title: 'Your requested meal is served',
    body: clip(`${mealTitle} is ready for you.`, 400),
    url: '/dashboard/requested-meals',
    tag: clip(`served:${requestId}`, 100),
  };
}

export function chatAnswerNotice(): PushNotice {
  return {
    title: 'The kitchen answered',
    body: 'Open the chat to read the answer.',
    url: '/dashboard/user-chat',
    tag: 'chat',
  };
}

export function likedPublishedNotice(mealId: string, mealTitle: string): PushNotice {
  return {
    title: 'A meal you liked is published',
    body: clip(`${mealTitle} is now on the meals list.`, 400),
    url: `/meal/${encodeURIComponent(mealId)}`,
    tag: clip(`published:${mealId}`, 100),
  };
}

export function menuChangedNotice(date: string): PushNotice {
  return {
    title: "Tomorrow's menu changed",
    body: `See what is served on ${dayLabel(date)}.`,
    url: `/menu?day=${date}`,
    tag: `menu:${date}`,
  };
}

/** Where a refused document's owner sees their own documents of that collection. */
const SCREEN_OF: Partial<Record<SyncCollection, string>> = {
  reviews: '/dashboard/my-reviews',
  skips: '/dashboard/my-skips',
  'dietary-profiles': '/dashboard/my-profile',
  likes: '/all-meals',
};

export function refusedWriteNotice(
  refusals: readonly { collection: SyncCollection; reason: string }[],
): PushNotice {
  const [first] = refusals;
  const more = refusals.length - 1;
  return {
    title: 'A change you made offline was refused',
    body: clip(more > 0 ? `${first.reason} (and ${more} more)` : first.reason, 400),
    url: SCREEN_OF[first.collection] ?? '/',
    tag: 'refused',
  };
}

/** The reminder for `date` (tomorrow), naming its first cut-off's slot and time. */
export function cutoffReminderNotice(
  settings: Pick<HostelSettings, 'slots' | 'timeZone'>,
  date: string,
  slot: MealType,
): PushNotice {
  const when = cutoffLabel(settings, slot);
  return {
    title: `Skipping a meal on ${dayLabel(date)}?`,
    body: `Tell the kitchen in time: the ${slot} cut-off is ${when}.`,
    url: `/menu?day=${date}`,
    tag: `cutoff:${date}`,
  };
}
