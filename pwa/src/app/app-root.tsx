// The router's root element: app-wide providers that need the router (auth navigates on a 401),
// the one TanStack Query client of online-only reads, the toast layer and the service-worker
// update prompt.
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useChatUnreadWatcher } from '../components/chat-unread';
import { DietaryNeedsProvider } from '../components/food-labels';
import { SyncNotices } from '../components/sync';
import { Toaster } from '../components/ui';
import { UpdatePrompt } from '../pwa/update-prompt';
import { createQueryClient, forgetKeptCopies } from '../lib/server-query';
import { AuthProvider, useAuth } from './auth';
import { warmDashboardPages } from './page-modules';
import { ScrollToTop } from './scroll-to-top';

export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ForgetReadsOfAnotherUser />
        <WarmSignedInPages />
        <ChatUnreadWatcher />
        <ScrollToTop />
        {/* The resident's dietary needs, for every meal card. */}
        <DietaryNeedsProvider>
          <Outlet />
        </DietaryNeedsProvider>
        <Toaster />
        <SyncNotices />
        <UpdatePrompt />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** Online-only reads are per user: when who is signed in changes, none of them is shown again. */
function ForgetReadsOfAnotherUser() {
  const { user } = useAuth();
  const client = useQueryClient();
  const shown = useRef(user?._id);
  useEffect(() => {
    const before = shown.current;
    shown.current = user?._id;
    // Only after a sign-out or a switch: the first sign-in of the tab has nothing to forget.
    // resetQueries drops the data and reloads the reads still on screen.
    if (before !== undefined && before !== user?._id) {
      forgetKeptCopies();
      void client.resetQueries();
    }
  }, [user?._id, client]);
  return null;
}

/** The unread chat badges follow the live channel's notices. */
function ChatUnreadWatcher() {
  useChatUnreadWatcher();
  return null;
}

/**
 * The dashboard's pages of the signed-in role are not precached: fetch them once online so they
 * open offline later (page-modules.ts). `data-offline-pages="ready"` on the root element says
 * that nothing more is to be fetched for whoever is signed in (the journeys wait for it before
 * they go offline).
 */
function WarmSignedInPages() {
  const { role, loading } = useAuth();
  useEffect(() => {
    const root = document.documentElement;
    if (loading) return;
    if (!role || !navigator.onLine) {
      root.dataset.offlinePages = 'ready';
      return;
    }
    root.dataset.offlinePages = 'warming';
    void warmDashboardPages(role === 'admin' ? 'admin' : 'resident').then(
      () => (root.dataset.offlinePages = 'ready'),
    );
  }, [role, loading]);
  return null;
}
