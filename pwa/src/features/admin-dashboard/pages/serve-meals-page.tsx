// PLACEHOLDER from the app shell: the Serve Meals screen is built by its screen engineer, who
// replaces this file (keep the named export `ServeMealsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function ServeMealsPage() {
  return <PlaceholderPage title="Serve Meals" />;
}
