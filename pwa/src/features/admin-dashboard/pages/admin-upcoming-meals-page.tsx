// PLACEHOLDER from the app shell: the Upcoming Meals screen is built by its screen engineer, who
// replaces this file (keep the named export `AdminUpcomingMealsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AdminUpcomingMealsPage() {
  return <PlaceholderPage title="Upcoming Meals" />;
}
