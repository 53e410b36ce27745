// PLACEHOLDER from the app shell: the Requested Meals screen is built by its screen engineer, who
// replaces this file (keep the named export `RequestedMealsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function RequestedMealsPage() {
  return <PlaceholderPage title="Requested Meals" />;
}
