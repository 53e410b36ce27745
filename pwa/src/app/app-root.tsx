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
import { ScrollToTop } from './scroll-to-top';

export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ForgetReadsOfAnotherUser />
        <WarmAdminPages />
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

/** An admin's pages are not precached: fetch them once online so they open offline later. */
function WarmAdminPages() {
  const { role } = useAuth();
  useEffect(() => {
    // The table of admin pages is a chunk of its own too; a failed load is tried again at the
    // next sign-in or reload, as a failed warm-up is.
    if (role === 'admin' && navigator.onLine) {
      void import('./admin-pages').then(
        ({ warmAdminPages }) => warmAdminPages(),
        () => undefined,
      );
    }
  }, [role]);
  return null;
}
