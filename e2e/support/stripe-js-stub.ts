// A small stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js cannot load here), served
// by routing https://js.stripe.com/** in a browser test. It mounts the three card elements as
// plain inputs and answers createPaymentMethod and confirmCardPayment by calling Stripe's API
// at https://api.stripe.com, which the test routes to the local fake Stripe API
// (sync-server/src/test-support/fake-stripe-api.ts). Form-encoded with the key in the body, as
// Stripe.js does, so the browser sends no CORS preflight.
import type { BrowserContext } from 'playwright-core';

export const STRIPE_JS_STUB = `(() => {
  const LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'CVC' };
  const MESSAGES = {
    cardNumber: 'Your card number is incomplete.',
    cardExpiry: "Your card's expiration date is incomplete.",
    cardCvc: "Your card's security code is incomplete.",
  };
  function Stripe(key) {
    const mounted = {};
    const api = async (path, fields) => {
      const body = new URLSearchParams({ key, ...fields });
      const response = await fetch('https://api.stripe.com/v1' + path, { method: 'POST', body });
      return response.json();
    };
    const typeOf = (what) => (typeof what === 'string' ? what : what && what.__elementType);
    const valueOf = (type) => (mounted[type] && mounted[type].input ? mounted[type].input.value : '');
    function create(type) {
      const listeners = {};
      const fire = (name, event) => (listeners[name] || []).forEach((fn) => fn(event));
      const element = {
        input: null,
        mount(node) {
          const target = typeof node === 'string' ? document.querySelector(node) : node;
          const input = document.createElement('input');
          input.setAttribute('aria-label', LABELS[type]);
          input.setAttribute('data-stub-element', type);
          input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;background:transparent';
          input.addEventListener('input', () => {
            const digits = input.value.replace(/\\D/g, '');
            const complete =
              type === 'cardNumber' ? digits.length >= 15 : type === 'cardExpiry' ? digits.length >= 4 : digits.length >= 3;
            fire('change', {
              elementType: type,
              empty: input.value === '',
              complete,
              error: complete || input.value === '' ? undefined : { type: 'validation_error', code: 'incomplete', message: MESSAGES[type] },
            });
          });
          target.appendChild(input);
          element.input = input;
          setTimeout(() => fire('ready', { elementType: type }));
        },
        on(name, fn) { (listeners[name] = listeners[name] || []).push(fn); return element; },
        off(name, fn) { listeners[name] = (listeners[name] || []).filter((f) => f !== fn); return element; },
        update() {},
        focus() { element.input && element.input.focus(); },
        blur() {},
        clear() { if (element.input) element.input.value = ''; },
        unmount() { element.input && element.input.remove(); },
        destroy() { element.unmount(); delete mounted[type]; },
      };
      mounted[type] = element;
      return element;
    }
    const elements = { create, getElement: (what) => mounted[typeOf(what)] || null, update() {} };
    return {
      elements: () => elements,
      createToken: async () => ({ error: { type: 'api_error', message: 'not in the stub' } }),
      async createPaymentMethod({ billing_details }) {
        const [month = '', year = ''] = valueOf('cardExpiry').split('/').map((part) => part.trim());
        const answer = await api('/payment_methods', {
          type: 'card',
          'card[number]': valueOf('cardNumber').replace(/\\s+/g, ''),
          'card[exp_month]': month,
          'card[exp_year]': year,
          'card[cvc]': valueOf('cardCvc'),
          'billing_details[name]': (billing_details && billing_details.name) || '',
        });
        return answer.error ? { error: answer.error } : { paymentMethod: answer };
      },
      async confirmCardPayment(clientSecret, data) {
        const id = clientSecret.split('_secret_')[0];
        const answer = await api('/payment_intents/' + id + '/confirm', {
          client_secret: clientSecret,
          payment_method: data.payment_method,
        });
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Stripe.js → the stub; Stripe's API → the local fake at `fakeApiUrl`. */
export async function routeStripe(context: BrowserContext, fakeApiUrl: string) {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STUB }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeApiUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
