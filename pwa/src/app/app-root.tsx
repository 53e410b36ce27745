// The router's root element: app-wide providers that need the router (auth navigates on a 401),
// the toast layer and the service-worker update prompt.
import { Outlet } from 'react-router-dom';
import { SyncNotices } from '../components/sync';
import { Toaster } from '../components/ui';
import { UpdatePrompt } from '../pwa/update-prompt';
import { AuthProvider } from './auth';
import { ScrollToTop } from './scroll-to-top';

export function AppRoot() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <Outlet />
      <Toaster />
      <SyncNotices />
      <UpdatePrompt />
    </AuthProvider>
  );
}
