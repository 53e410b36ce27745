// Stripe.js, loaded only when the checkout shows the Stripe card form (the `pure` entry injects
// no script on import). It cannot always load — offline, blocked by an extension or a network
// filter — so a failure or a load that takes too long rejects, and the form says so at once.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const LOAD_TIMEOUT_MS = 15_000;
const loads = new Map<string, Promise<Stripe>>();

export function stripeFor(publishableKey: string): Promise<Stripe> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = new Promise<Stripe>((resolve, reject) => {
      if (!navigator.onLine) {
        reject(new Error('offline'));
        return;
      }
      const timer = setTimeout(() => reject(new Error('Stripe.js took too long')), LOAD_TIMEOUT_MS);
      loadStripe(publishableKey)
        .then((stripe) => (stripe ? resolve(stripe) : reject(new Error('Stripe.js unavailable'))))
        .catch(reject)
        .finally(() => clearTimeout(timer));
    });
    // A failed load may be tried again later (back online, filter lifted).
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}
