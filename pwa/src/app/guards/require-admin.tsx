// Guard of spec §2: a signed-in non-admin on an admin route is sent to / (a visitor goes to
// /login first, through RequireAuth around the dashboard).
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../lib/paths';
import { useAuth } from '../auth';

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, role, loading } = useAuth();
  if (loading && !role) return <PageSpinner label="Checking your access" />;
  if (!user || role !== 'admin') return <Navigate to={paths.home} replace />;
  // Wraps either its children or, as a layout route, the nested routes.
  return children ?? <Outlet />;
}
