// How the resident is told about their cover: "Covered until 27 Dec", a notice in the last days,
// and what to do once it has ended. Dates are the server's (the hostel's calendar).
import { dayLabel, type CoverStatus } from '@hostel/shared-schema';

/** "27 Dec": the day of a YYYY-MM-DD date without its weekday. */
export const shortDay = (date: string): string => dayLabel(date).split(' ').slice(1).join(' ');

export type CoverWords = { headline: string; detail?: string; tone: 'ok' | 'warn' | 'ended' };

export function coverWords(status: CoverStatus): CoverWords | undefined {
  if (status.state === 'none') return undefined;
  const until = status.coveredUntil;
  if (status.state === 'ended') {
    return {
      tone: 'ended',
      headline: until
        ? `Your package ended on ${shortDay(until)}`
        : 'Your package has no cover yet',
      detail:
        'Renew it to be counted for meals again and to skip meals with a rebate. Meal requests still work with your package.',
    };
  }
  const headline = `Covered until ${shortDay(until!)}`;
  if (status.state === 'ending') {
    const left = status.daysLeft === 1 ? 'today is its last day' : `${status.daysLeft} days left`;
    return {
      tone: 'warn',
      headline,
      detail: `Your package ends soon (${left}). Renew now to keep your meals without a gap.`,
    };
  }
  return {
    tone: 'ok',
    headline,
    detail:
      status.renewFrom && !status.canRenew
        ? `Renewal opens on ${shortDay(status.renewFrom)}.`
        : undefined,
  };
}
