// PLACEHOLDER from the app shell: the All Meals screen is built by its screen engineer, who
// replaces this file (keep the named export `AdminMealsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AdminMealsPage() {
  return <PlaceholderPage title="All Meals" />;
}
