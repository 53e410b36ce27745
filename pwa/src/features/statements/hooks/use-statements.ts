// The statements of one month: the signed-in resident's own, or every resident's for
// admins. Online only: a statement is computed by the server from the month's menu, skips and
// rebates.
import { menuApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

/** `month` is "yyyy-MM". */
export function useMyStatement(month: string) {
  return useServerQuery(['statements', 'mine', month], () => menuApi.myStatement(month));
}

export function useAllStatements(month: string) {
  return useServerQuery(['statements', 'all', month], () => menuApi.allStatements(month));
}
