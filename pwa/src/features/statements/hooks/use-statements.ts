// The statements of one month: the signed-in resident's own, or every resident's for
// admins. Online only: a statement is computed by the server from the month's menu, skips and
// rebates. The resident's last copy of each month is kept on the device and shown offline.
import { useAuth } from '../../../app/auth';
import { menuApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

/** `month` is "yyyy-MM". */
export function useMyStatement(month: string) {
  const { user } = useAuth();
  return useServerQuery(['statements', 'mine', month], () => menuApi.myStatement(month), {
    keepFor: user?._id,
  });
}

export function useAllStatements(month: string) {
  return useServerQuery(['statements', 'all', month], () => menuApi.allStatements(month));
}
