// PLACEHOLDER from the app shell: the Add Meal screen is built by its screen engineer, who
// replaces this file (keep the named export `AddMealPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AddMealPage() {
  return <PlaceholderPage title="Add Meal" />;
}
