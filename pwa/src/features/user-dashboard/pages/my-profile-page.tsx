// PLACEHOLDER from the app shell: the My Profile screen is built by its screen engineer, who
// replaces this file (keep the named export `MyProfilePage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function MyProfilePage() {
  return <PlaceholderPage title="My Profile" />;
}
