// The resident's plan at a glance (GET /package-cover/month): the cover with this month's meals,
// skips and rebate so far. Read by Home's "Your plan" and the package cards. Its key lies under
// the cover's (['package-cover']), so a renewal, which reloads the cover, reloads it too.
import { coversApi } from '../../lib/api';
import { useServerQuery } from '../../lib/server-query';

export const PLAN_MONTH_KEY = ['package-cover', 'month'] as const;

export function usePlanMonth(enabled = true) {
  return useServerQuery(PLAN_MONTH_KEY, (signal) => coversApi.planMonth(signal), { enabled });
}
