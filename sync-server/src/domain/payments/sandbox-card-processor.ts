// The sandbox card processor (PAYMENT_PROVIDER=test, the default; production code, not a test
// helper): a stand-in for the card provider that runs offline. It implements PaymentProvider for
// the server and offers the two browser-side steps of spec §7 — create a payment method, confirm
// with the client secret — answering exactly like Stripe.js (`{paymentMethod}` /
// `{paymentIntent}` / `{error}`).
// Its intents are the rows of `payment_intents` (provider 'test'); payment methods are signed
// tokens, so nothing about a card is stored.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  CardProviderError,
  ConfirmCardPaymentResult,
  CreatePaymentMethodResult,
  TestPaymentIntent,
  TestPaymentMethodBody,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { PaymentIntentsTable } from '../../db/tables';
import type { Selectable } from 'kysely';
import type { IntentStatus, PaymentProvider, RetrievedIntent } from './payment-provider';
import { checkCard, declineFor, type CardOutcome } from './sandbox-cards';

/** 1 Tk = 100 poisha: the processor counts like the card provider, in the smallest unit. */
const MINOR_UNITS_PER_TK = 100;

type IntentRow = Selectable<PaymentIntentsTable>;
type MethodClaims = { b: string; l: string; m: number; y: number; o: CardOutcome };
type Answer<T> = { status: number; body: T };

const invalidRequest = (code: string, message: string): CardProviderError => ({
  type: 'invalid_request_error',
  code,
  message,
});

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);
}

function methodId(secret: string, claims: MethodClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `pm_test_${payload}.${sign(secret, payload)}`;
}

function readMethodId(secret: string, id: string): MethodClaims | undefined {
  const match = /^pm_test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(id);
  if (!match) return undefined;
  const expected = Buffer.from(sign(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(match[1], 'base64url').toString()) as MethodClaims;
  } catch {
    return undefined;
  }
}

function intentDoc(row: IntentRow, paymentMethod: string | null): TestPaymentIntent {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount * MINOR_UNITS_PER_TK,
    currency: 'bdt',
    status: row.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
    client_secret: row.client_secret,
    payment_method: paymentMethod,
    created: Math.floor(row.created_at / 1000),
    livemode: false,
  };
}

/** Step 1 (stripe.createPaymentMethod): checks the card; answers a payment method or an error. */
export function createSandboxPaymentMethod(
  secret: string,
  body: TestPaymentMethodBody,
  now: Date,
): Answer<CreatePaymentMethodResult> {
  const checked = checkCard(body ?? {}, now);
  if ('error' in checked) return { status: 400, body: { error: checked.error } };
  const { card } = checked;
  const billing = body.billing_details ?? {};
  const claims: MethodClaims = {
    b: card.brand,
    l: card.last4,
    m: card.expMonth,
    y: card.expYear,
    o: card.outcome,
  };
  return {
    status: 200,
    body: {
      paymentMethod: {
        id: methodId(secret, claims),
        object: 'payment_method',
        type: 'card',
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
        },
        billing_details: {
          name: typeof billing.name === 'string' ? billing.name.slice(0, 200) : null,
          email: typeof billing.email === 'string' ? billing.email.slice(0, 254) : null,
        },
      },
    },
  };
}

/** Step 2 (stripe.confirmCardPayment): charges the intent behind the client secret. */
export async function confirmSandboxPayment(
  db: Executor,
  secret: string,
  clientSecret: unknown,
  paymentMethodId: unknown,
): Promise<Answer<ConfirmCardPaymentResult>> {
  if (typeof clientSecret !== 'string' || clientSecret === '' || clientSecret.length > 200) {
    return {
      status: 400,
      body: { error: invalidRequest('parameter_missing', 'Missing value for clientSecret.') },
    };
  }
  const row = await db
    .selectFrom('payment_intents')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .where('provider', '=', 'test')
    .executeTakeFirst();
  if (!row) {
    return {
      status: 404,
      body: { error: invalidRequest('resource_missing', 'No such payment_intent.') },
    };
  }
  if (row.status === 'succeeded') {
    return {
      status: 400,
      body: {
        error: invalidRequest(
          'payment_intent_unexpected_state',
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        ),
      },
    };
  }
  const methodText = typeof paymentMethodId === 'string' ? paymentMethodId.slice(0, 2000) : '';
  const claims = readMethodId(secret, methodText);
  if (!claims) {
    return {
      status: 400,
      body: {
        error: invalidRequest(
          'resource_missing',
          `No such PaymentMethod: '${methodText.slice(0, 60)}'`,
        ),
      },
    };
  }
  const decline = declineFor(claims.o);
  if (decline) {
    await db
      .updateTable('payment_intents')
      .set({ status: 'requires_payment_method', failure_message: decline.message })
      .where('id', '=', row.id)
      .execute();
    return { status: 402, body: { error: decline } };
  }
  await db
    .updateTable('payment_intents')
    .set({ status: 'succeeded', failure_message: null })
    .where('id', '=', row.id)
    .execute();
  return {
    status: 200,
    body: { paymentIntent: intentDoc({ ...row, status: 'succeeded' }, methodText) },
  };
}

/** The server side: intents are made up here and read back from `payment_intents`. */
export function createSandboxPaymentProvider(db: Executor): PaymentProvider {
  return {
    name: 'test',
    currency: 'bdt',
    async createIntent() {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
    },
    async retrieveIntent(id): Promise<RetrievedIntent | undefined> {
      const row = await db
        .selectFrom('payment_intents')
        .selectAll()
        .where('id', '=', id)
        .where('provider', '=', 'test')
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        status: row.status as IntentStatus,
        amount: row.amount,
        currency: 'bdt',
        metadata: { email: row.user_email, package: row.package },
        created: row.created_at,
      };
    },
  };
}
