// Billing details sent with the card (spec §5): name 'Anonymous' and a placeholder e-mail when
// the user has none.
import type { BillingDetails } from './payment-provider';

const ANONYMOUS_NAME = 'Anonymous';
export const PLACEHOLDER_EMAIL = 'anonymous@example.com';

export function billingFor(
  user: { name?: string | null; email?: string | null } | null,
): BillingDetails {
  return {
    name: user?.name?.trim() || ANONYMOUS_NAME,
    email: user?.email?.trim() || PLACEHOLDER_EMAIL,
  };
}
