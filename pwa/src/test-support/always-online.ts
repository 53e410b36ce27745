// A connection that is always online with nothing waiting to sync: what component tests put in
// place of `components/sync/use-connection-status` when the screen under test has no data layer.
//   vi.mock('…/components/sync/use-connection-status', () => import('…/test-support/always-online'));
import type { useConnectionStatus as realConnectionStatus } from '../components/sync/use-connection-status';

export const useOnline = () => true;

export const useConnectionStatus = (): ReturnType<typeof realConnectionStatus> => ({
  online: true,
  pending: 0,
  pendingKnown: true,
  firstSyncPending: false,
});
