// PLACEHOLDER from the app shell: the Registration screen is built by its screen engineer, who
// replaces this file (keep the named export `RegistrationPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function RegistrationPage() {
  return <PlaceholderPage title="Registration" />;
}
