// The last day the resident's package covers, for the away form's count: read from the server
// (the cover is the server's), kept from an earlier read when offline. `undefined`: not known
// (never read, offline): every day of the range is offered and the server judges each.
import { coversApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

/** The same key as the cover card's, so one read serves both. */
const COVER_KEY = ['package-cover'] as const;

export function useCoveredUntil(enabled: boolean): string | null | undefined {
  const { data } = useServerQuery(COVER_KEY, (signal) => coversApi.status(signal), { enabled });
  if (!data) return undefined;
  return data.state === 'covered' || data.state === 'ending' ? data.coveredUntil : null;
}
