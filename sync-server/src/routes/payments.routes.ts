// The spec §7 "payments" calls under /api. Provider calls (network, for a real provider) happen
// outside the transaction; the rules and the writes inside one. With the test provider the
// test-mode card processor's own endpoints are mounted too (sandbox-payments.routes.ts).
import {
  changePackageQuerySchema,
  createPaymentIntentBodySchema,
  myPaymentsQuerySchema,
  subscriptionBodySchema,
} from '@hostel/shared-schema';
import { requireAdmin, requireSelf, requireUser } from '../auth/session';
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
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';
import { registerSandboxPaymentsRoutes } from './sandbox-payments.routes';

export function registerPaymentsRoutes(router: AppRouter, deps: Deps): void {
  router.post('/create-payment-intent', async (ctx) => {
    const user = requireUser(ctx);
    const { price } = parseInput(createPaymentIntentBodySchema, ctx.request.body);
    const pack = packageForPrice(price);
    if (!pack) throw badRequest('price must be a package price', 'price');
    assertNotSubscribed(user);
    const provider = paymentProviderFor(deps);
    const intent = await provider.createIntent({
      amount: price,
      email: user.email,
      package: pack,
    });
    await inTransaction(deps.db, (trx) =>
      recordIntent(trx, user, intent, { amount: price, package: pack, provider: provider.name }),
    );
    ctx.body = { clientSecret: intent.clientSecret };
  });

  router.post('/subscription-handler', async (ctx) => {
    requireUser(ctx);
    const body = parseInput(subscriptionBodySchema, ctx.request.body);
    const user = requireSelf(ctx, body.email);
    const provider = paymentProviderFor(deps);
    const intent = await provider.retrieveIntent(body.transactionId);
    ctx.body = await inTransaction(deps.db, (trx) =>
      recordPayment(trx, user, intent, body, provider.currency),
    );
    ctx.status = 201;
  });

  router.patch('/change-package', async (ctx) => {
    requireUser(ctx);
    const { email, pack } = parseInput(changePackageQuerySchema, ctx.query);
    const user = requireSelf(ctx, email);
    ctx.body = await inTransaction(deps.db, (trx) => applyPaidPackage(trx, user, pack));
  });

  router.get('/all-payments', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await listPayments(deps.db);
  });

  // Beyond the spec (issue 17): a resident's own receipts, for their dashboard.
  router.get('/my-payments', async (ctx) => {
    requireUser(ctx);
    const { email } = parseInput(myPaymentsQuerySchema, ctx.query);
    const user = requireSelf(ctx, email);
    ctx.body = await listPaymentsOf(deps.db, user.email);
  });

  if (deps.config.paymentProvider === 'test') registerSandboxPaymentsRoutes(router, deps);
}
