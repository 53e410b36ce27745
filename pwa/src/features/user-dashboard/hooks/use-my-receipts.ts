// The resident's own payment receipts (issue 17 item 5), read from GET /my-payments: online only
// (payments live on the server), reloaded when the connection comes back.
import { useAuth } from '../../../app/auth';
import { useOnline } from '../../../components/sync';
import { paymentsApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export function useMyReceipts() {
  const { user } = useAuth();
  const online = useOnline();
  const email = user?.email;
  const state = useAsync(
    email && online ? () => paymentsApi.mine(email) : null,
    `${email ?? ''}:${online}`,
  );
  return { receipts: state.data?.payments, loading: state.loading, online, failed: !!state.error };
}
