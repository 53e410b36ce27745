// A package's cover and its renewal under /api (beyond the spec; catalogue in shared-schema
// api/catalogue/covers.ts):
//   GET  /package-cover            the resident's cover: until when, ending, ended, renewable
//   GET  /package-cover/month      the cover and this month's meals, skips and rebate so far
//   POST /package-renewal/intent   a payment intent for a renewal at the held package's price
//   POST /package-renewal          the confirmed renewal: verified with the provider, recorded once
// Provider calls happen outside the transaction, the rules and writes inside one (as payments).
import { ENDPOINTS } from '@hostel/shared-schema';
import { coverStatus } from '../domain/covers/cover-status';
import { planMonth } from '../domain/covers/plan-month';
import { recordRenewal, renewalQuote } from '../domain/covers/renewal';
import { recordIntent } from '../domain/payments/payments';
import { paymentProviderFor } from '../domain/payments/provider-registry';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { requestLog } from '../telemetry/log-context';

export function registerCoverRoutes(router: AppRouter, deps: Deps): void {
  const { db, clock } = deps;

  mountEndpoint(router, ENDPOINTS.packageCover, async (ctx, { user }) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = await coverStatus(db, clock, user);
  });

  mountEndpoint(router, ENDPOINTS.planMonth, async (ctx, { user }) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = await planMonth(db, clock, user);
  });

  mountEndpoint(router, ENDPOINTS.renewalIntent, async (ctx, { user }) => {
    const quote = await renewalQuote(db, clock, user);
    const provider = paymentProviderFor(deps);
    const intent = await provider.createIntent(
      {
        amount: quote.price,
        email: user.email,
        package: quote.package,
      },
      requestLog(ctx.req),
    );
    await inTransaction(db, (trx) =>
      recordIntent(
        trx,
        user,
        intent,
        { amount: quote.price, package: quote.package, provider: provider.name },
        clock.now(),
        'renew',
      ),
    );
    return { clientSecret: intent.clientSecret };
  });

  mountEndpoint(router, ENDPOINTS.renewPackage, async (ctx, { user, body }) => {
    const provider = paymentProviderFor(deps);
    const intent = await provider.retrieveIntent(body.transactionId, requestLog(ctx.req));
    ctx.body = await inTransaction(db, (trx) =>
      recordRenewal(trx, clock, user, intent, body.transactionId, provider.currency),
    );
    ctx.status = 201;
  });
}
