// The spec §7 "payments" calls under /api. Provider calls (network, for a real provider) happen
// outside the transaction; the rules and the writes inside one. With the test provider the
// test-mode card processor's own endpoints are mounted too (sandbox-payments.routes.ts).
import { ENDPOINTS } from '@hostel/shared-schema';
import {
  applyPaidPackage,
  assertNotSubscribed,
  listPayments,
  listPaymentsOf,
  packageForPrice,
  recordIntent,
  recordPayment,
} from '../domain/payments/payments';
import { paymentProviderFor } from '../domain/payments/provider-registry';
import type { AppRouter, Deps } from '../http/context';
import { badRequest } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { registerSandboxPaymentsRoutes } from './sandbox-payments.routes';
import { requestLog } from '../telemetry/log-context';

export function registerPaymentsRoutes(router: AppRouter, deps: Deps): void {
  mountEndpoint(router, ENDPOINTS.createPaymentIntent, async (ctx, { user, body }) => {
    const { price } = body;
    const pack = packageForPrice(price);
    if (!pack) throw badRequest('price must be a package price', 'price');
    assertNotSubscribed(user);
    const provider = paymentProviderFor(deps);
    const intent = await provider.createIntent(
      {
        amount: price,
        email: user.email,
        package: pack,
      },
      requestLog(ctx.req),
    );
    await inTransaction(deps.db, (trx) =>
      recordIntent(
        trx,
        user,
        intent,
        { amount: price, package: pack, provider: provider.name },
        deps.clock.now(),
      ),
    );
    return { clientSecret: intent.clientSecret };
  });

  mountEndpoint(router, ENDPOINTS.subscriptionHandler, async (ctx, { user, body }) => {
    const provider = paymentProviderFor(deps);
    const intent = await provider.retrieveIntent(body.transactionId, requestLog(ctx.req));
    ctx.body = await inTransaction(deps.db, (trx) =>
      recordPayment(trx, user, intent, body, provider.currency),
    );
    ctx.status = 201;
  });

  mountEndpoint(router, ENDPOINTS.changePackage, async (ctx, { user, query }) => {
    ctx.body = await inTransaction(deps.db, (trx) => applyPaidPackage(trx, user, query.pack));
  });

  mountEndpoint(router, ENDPOINTS.allPayments, async (ctx) => {
    ctx.body = await listPayments(deps.db);
  });

  // Beyond the spec: a resident's own receipts, for their dashboard.
  mountEndpoint(router, ENDPOINTS.myPayments, async (ctx, { user }) => {
    ctx.body = await listPaymentsOf(deps.db, user.email);
  });

  if (deps.config.paymentProvider === 'test') registerSandboxPaymentsRoutes(router, deps);
}
