// The app's one TanStack Query client: how every online-only read behaves. Only
// online-only reads use it; data RxDB syncs stays on the db/ hooks.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed read shows its error and a Retry at once, as before: no silent retries.
        retry: false,
        // 'always': offline, the call runs and fails, so the page says the server cannot be
        // reached instead of waiting forever in a paused state.
        networkMode: 'always',
        // Pages reload when they mount or after a write; focus and reconnect are the sync
        // engine's business, and refetching on them would flash tables mid-task.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
