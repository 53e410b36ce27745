// PLACEHOLDER from the app shell: the Admin profile screen is built by its screen engineer, who
// replaces this file (keep the named export `AdminProfilePage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AdminProfilePage() {
  return <PlaceholderPage title="Admin profile" />;
}
