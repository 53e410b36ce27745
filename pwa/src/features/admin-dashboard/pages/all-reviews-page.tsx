// PLACEHOLDER from the app shell: the All Reviews screen is built by its screen engineer, who
// replaces this file (keep the named export `AllReviewsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AllReviewsPage() {
  return <PlaceholderPage title="All Reviews" />;
}
