// PLACEHOLDER from the app shell: the All Payments screen is built by its screen engineer, who
// replaces this file (keep the named export `AllPaymentsPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function AllPaymentsPage() {
  return <PlaceholderPage title="All Payments" />;
}
