// /dashboard alone: go to the role's first page (the avatar menu's Dashboard target).
import { Navigate } from 'react-router-dom';
import { dashboardHomeFor, paths } from '../../lib/paths';
import { useAuth } from '../auth';

export function DashboardIndex() {
  const { role } = useAuth();
  return <Navigate to={dashboardHomeFor(role) ?? paths.home} replace />;
}
