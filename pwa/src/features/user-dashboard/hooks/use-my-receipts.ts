// The resident's own payment receipts, read from GET /my-payments: online only
// (payments live on the server), reloaded when the connection comes back.
import { useAuth } from '../../../app/auth';
import { useOnline } from '../../../components/sync';
import { paymentsApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

export function useMyReceipts() {
  const { user } = useAuth();
  const online = useOnline();
  const email = user?.email ?? '';
  // Offline it waits; coming back online loads again (the cached answer is stale by then).
  const query = useServerQuery(['payments', 'mine', email], () => paymentsApi.mine(email), {
    enabled: email !== '' && online,
  });
  return { receipts: query.data?.payments, loading: query.loading, online, failed: !!query.error };
}
