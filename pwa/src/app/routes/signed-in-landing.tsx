// /start: where a sign-in with no remembered page lands (the spec's return to a remembered page
// is unchanged). It waits for the role, then sends an admin to the admin dashboard and anyone
// else Home, replacing itself in the history so Back never returns to it.
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { dashboardHomeFor, paths } from '../../lib/paths';
import { useAuth } from '../auth';

export function SignedInLanding() {
  const { user, role, loading } = useAuth();
  if (loading || (user && !role)) return <PageSpinner />;
  const target = role === 'admin' ? dashboardHomeFor(role) : undefined;
  return <Navigate to={target ?? paths.home} replace />;
}
