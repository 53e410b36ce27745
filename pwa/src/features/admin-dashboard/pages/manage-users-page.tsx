// PLACEHOLDER from the app shell: the Manage Users screen is built by its screen engineer, who
// replaces this file (keep the named export `ManageUsersPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ManageUsersPage() {
  return <PlaceholderPage title="Manage Users" />;
}
