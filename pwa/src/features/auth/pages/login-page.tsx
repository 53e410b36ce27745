// PLACEHOLDER from the app shell: the Login screen is built by its screen engineer, who
// replaces this file (keep the named export `LoginPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
