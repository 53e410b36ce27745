// PLACEHOLDER from the app shell: the Checkout screen is built by its screen engineer, who
// replaces this file (keep the named export `CheckoutPage`: the router lazy-loads it by that name).
import { PlaceholderPage } from '../../../components/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}
