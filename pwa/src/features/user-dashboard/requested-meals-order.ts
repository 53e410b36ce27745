// Order of the requested-meals table (spec §9: sort 'del' or 'pen', default 'del'): the chosen
// status first, then newest first — the order GET /my-requested-meals answers with.
import type { RequestedMeal } from '@hostel/shared-schema';
import type { MyRequestsSort } from '../../lib/api';

export function sortRequests<T extends RequestedMeal>(
  rows: readonly T[],
  sort: MyRequestsSort,
): T[] {
  const first = sort === 'del' ? 'delivered' : 'pending';
  return [...rows].sort(
    (a, b) =>
      Number(b.status === first) - Number(a.status === first) ||
      b.requestTime - a.requestTime ||
      (a._id < b._id ? 1 : a._id > b._id ? -1 : 0),
  );
}
