// Where a resident who cannot do something for want of a package goes next: "See packages" (the
// home page's package prices) without one, "Renew" (My Profile's Renew package) when the cover
// has ended or does not reach the day in question. Nothing when the package covers it, or while
// the cover is unknown (offline): the server judges the day anyway.
import { badgeTier, type CoverStatus } from '@hostel/shared-schema';

export type PackageWay = 'see-packages' | 'renew';

/** The id of the home page's package section, the target of "See packages". */
export const PACKAGES_ANCHOR = 'packages';

export function packageWayOf(
  badge: string | undefined,
  cover: CoverStatus | undefined,
  date?: string,
): PackageWay | undefined {
  if (!badgeTier(badge)) return 'see-packages';
  if (!cover) return undefined;
  if (cover.state === 'none') return 'see-packages';
  if (cover.state === 'ended') return 'renew';
  if (date && cover.coveredUntil && date > cover.coveredUntil) return 'renew';
  return undefined;
}
