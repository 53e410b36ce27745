// PLACEHOLDER from the app shell: the My Reviews screen is built by its screen engineer, who
// replaces this file (keep the named export `MyReviewsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function MyReviewsPage() {
  return <PlaceholderPage title="My Reviews" />;
}
