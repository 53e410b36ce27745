// A local fake of the parts of Stripe's API this product calls, for tests (nothing may reach the
// internet). The server's `stripe` SDK talks to it through STRIPE_API_URL; the browser tests'
// Stripe.js stub reaches it through Playwright routing of https://api.stripe.com. It keeps
// PaymentIntents in memory and follows Stripe's documented test cards (sandbox-cards.ts):
//   POST /v1/payment_intents            (secret key)        create
//   GET  /v1/payment_intents/:id        (secret key)        retrieve
//   POST /v1/payment_methods            (publishable key)   a card → pm_… or a card error
//   POST /v1/payment_intents/:id/confirm (publishable key + client_secret) charge or decline
// `webhookEvent` builds the signed event Stripe would send for an intent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { checkCard, declineFor, type CardOutcome } from '../domain/payments/sandbox-cards';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  payment_method: string | null;
  livemode: false;
  last_payment_error: unknown;
};

export type FakeStripeApi = {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every request seen, as "METHOD /path". */
  requests: string[];
  /** Marks an intent paid, as a browser confirming a good card would. */
  succeed: (id: string) => FakeIntent;
  /** A webhook body and its Stripe-Signature header, signed with `secret`. */
  signedEvent: (
    secret: string,
    event: { id?: string; type: string; object: object },
  ) => { body: string; signature: string };
  close: () => Promise<void>;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (prefix: string) =>
  prefix +
  Array.from(randomBytes(24))
    .map((byte) => ALNUM[byte % ALNUM.length])
    .join('');

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

function stripeError(status: number, type: string, code: string, message: string) {
  return { status, body: { error: { type, code, message } } };
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const intents = new Map<string, FakeIntent>();
  const methods = new Map<string, CardOutcome>();
  const requests: string[] = [];
  const sdk = new Stripe('sk_test_fake');

  const handle = async (req: IncomingMessage): Promise<{ status: number; body: unknown }> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = req.method === 'POST' ? await formOf(req) : new URLSearchParams();
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '') || form.get('key') || '';
    const [, version, resource, id, action] = url.pathname.split('/');
    if (version !== 'v1') return stripeError(404, 'invalid_request_error', 'url', 'Unrecognized');
    if (!/^(sk|pk)_test_/.test(key)) {
      return stripeError(401, 'invalid_request_error', 'api_key', 'Invalid API Key provided');
    }
    const secret = key.startsWith('sk_');

    if (resource === 'payment_intents' && !id && req.method === 'POST' && secret) {
      const intentId = randomId('pi_');
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomId('')}`,
        metadata,
        created: Math.floor(Date.now() / 1000),
        payment_method: null,
        livemode: false,
        last_payment_error: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intent = id ? intents.get(id) : undefined;
    if (resource === 'payment_intents' && id && !action && req.method === 'GET' && secret) {
      if (!intent) {
        return stripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          'No such payment_intent',
        );
      }
      return { status: 200, body: intent };
    }
    if (resource === 'payment_methods' && !id && req.method === 'POST') {
      const checked = checkCard({
        number: form.get('card[number]') ?? '',
        expMonth: form.get('card[exp_month]') ?? '',
        expYear: form.get('card[exp_year]') ?? '',
        cvc: form.get('card[cvc]') ?? '',
      });
      if ('error' in checked) return { status: 402, body: { error: checked.error } };
      const methodId = randomId('pm_');
      methods.set(methodId, checked.card.outcome);
      return {
        status: 200,
        body: {
          id: methodId,
          object: 'payment_method',
          type: 'card',
          card: { last4: checked.card.last4 },
        },
      };
    }
    if (resource === 'payment_intents' && action === 'confirm' && req.method === 'POST') {
      if (!intent || form.get('client_secret') !== intent.client_secret) {
        return stripeError(
          404,
          'invalid_request_error',
          'resource_missing',
          'No such payment_intent',
        );
      }
      if (intent.status === 'succeeded') {
        return stripeError(
          400,
          'invalid_request_error',
          'payment_intent_unexpected_state',
          'You cannot confirm this PaymentIntent because it has already succeeded.',
        );
      }
      const methodId = form.get('payment_method') ?? '';
      const outcome = methods.get(methodId);
      if (!outcome) {
        return stripeError(
          400,
          'invalid_request_error',
          'resource_missing',
          'No such PaymentMethod',
        );
      }
      const decline = declineFor(outcome);
      if (decline) {
        intent.last_payment_error = decline;
        return { status: 402, body: { error: { ...decline, payment_intent: intent } } };
      }
      intent.status = 'succeeded';
      intent.payment_method = methodId;
      return { status: 200, body: intent };
    }
    return stripeError(
      404,
      'invalid_request_error',
      'url',
      `Unrecognized request URL (${req.method}: ${url.pathname})`,
    );
  };

  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    // The browser stub's calls are routed here from another origin: allow them.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.end();
      return;
    }
    void handle(req).then(
      ({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    intents,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return intent;
    },
    signedEvent(secret, { id = randomId('evt_'), type, object }) {
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      return { body, signature: sdk.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
