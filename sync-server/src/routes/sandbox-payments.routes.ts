// The sandbox (test-mode) card processor's browser-side steps, mounted only with PAYMENT_PROVIDER=test:
//   POST /api/test-payments/payment-methods {number, expMonth, expYear, cvc, billing_details}
//   POST /api/test-payments/confirm {clientSecret, paymentMethodId}
// Bodies answer like Stripe.js's resolved values; statuses like the card provider's API
// (400 validation / invalid request, 402 card declined, 404 unknown intent). See docs/decisions/0036-providers-are-explicit-switches.md.
import { ENDPOINTS, type TestConfirmBody, type TestPaymentMethodBody } from '@hostel/shared-schema';
import {
  confirmSandboxPayment,
  createSandboxPaymentMethod,
} from '../domain/payments/sandbox-card-processor';
import type { AppRouter, Deps } from '../http/context';
import { badRequest } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

function objectBody<T>(body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object');
  }
  return body as T;
}

export function registerSandboxPaymentsRoutes(router: AppRouter, deps: Deps): void {
  const secret = deps.config.sessionSecret;

  // The processor checks its bodies itself and refuses like the card provider's API, not with
  // the schema's 400s, so mountEndpoint does not validate them.
  const options = { ownBodyCheck: true } as const;
  mountEndpoint(
    router,
    ENDPOINTS.testPaymentMethods,
    async (ctx) => {
      const answer = createSandboxPaymentMethod(
        secret,
        objectBody<TestPaymentMethodBody>(ctx.request.body),
        new Date(deps.clock.now()),
      );
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
    options,
  );

  mountEndpoint(
    router,
    ENDPOINTS.testConfirm,
    async (ctx) => {
      const body = objectBody<TestConfirmBody>(ctx.request.body);
      const answer = await inTransaction(deps.db, (trx) =>
        confirmSandboxPayment(trx, secret, body.clientSecret, body.paymentMethodId),
      );
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
    options,
  );
}
