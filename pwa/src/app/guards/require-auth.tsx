// Guard of spec §2: no session sends the visitor to /login, remembering where they were going.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../lib/paths';
import { returnToState, useAuth } from '../auth';

export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading && !user) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login} replace state={returnToState(location)} />;
  // Wraps either its children or, as a layout route, the nested routes.
  return children ?? <Outlet />;
}
