// The one interface every card payment provider implements: the built-in test-mode processor
// and Stripe (stripe-payment-provider.ts). Amounts here are whole Tk: an adapter whose provider
// counts in the smallest unit (poisha) converts at its own boundary.
import type { PackageName } from '@hostel/shared-schema';
import type { Logger } from 'pino';

type CreateIntentInput = {
  amount: number;
  email: string;
  package: PackageName;
};

export type CreatedIntent = { id: string; clientSecret: string };

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

/** What the provider says about an intent: the only evidence a payment is trusted on. */
export type RetrievedIntent = {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  /** Set by createIntent (the provider's metadata): who pays, for which package. */
  metadata: { email: string; package: string };
  /** When the intent was created, ms since the epoch. */
  created: number;
};

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** The currency its intents are in (lower-case ISO code, e.g. 'bdt'). */
  readonly currency: string;
  /** `log`: the request's logger, where a failure of the provider is logged. */
  createIntent(input: CreateIntentInput, log: Logger): Promise<CreatedIntent>;
  /** The intent, or undefined when the provider does not know the id. */
  retrieveIntent(id: string, log: Logger): Promise<RetrievedIntent | undefined>;
}
