// The words of the resident's plan on Home and on the package cards: "Your plan: Gold, covered
// until 27 Dec", "Your plan: Gold, ended on 27 Nov", and this month's figures so far ("12 meals ·
// 1 skip · 120 Tk rebate"), singular for one. Dates and figures are the server's.
import { type CoverStatus, type PackageName, type PlanMonth } from '@hostel/shared-schema';
import { counted, formatTk } from '../../lib/format';
import { shortDay } from '../../features/checkout/renewal/cover-words';

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "covered until 27 Dec", "ended on 27 Nov", or nothing while the cover is unknown. */
export function coverPhrase(cover: CoverStatus | undefined): string | undefined {
  if (!cover || cover.state === 'none') return undefined;
  if (cover.state === 'ended') {
    return cover.coveredUntil ? `ended on ${shortDay(cover.coveredUntil)}` : 'not covering yet';
  }
  return `covered until ${shortDay(cover.coveredUntil!)}`;
}

export function planHeadline(tier: PackageName, cover: CoverStatus | undefined): string {
  const phrase = coverPhrase(cover);
  return `Your plan: ${capitalised(tier)}${phrase ? `, ${phrase}` : ''}`;
}

export function monthFigures(plan: PlanMonth): string {
  return [
    counted(plan.meals, 'meal', 'meals'),
    counted(plan.skips, 'skip', 'skips'),
    `${formatTk(plan.rebate)} rebate`,
  ].join(' · ');
}
