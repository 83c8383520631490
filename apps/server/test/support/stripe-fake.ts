import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the Stripe endpoints Reelsmith calls, speaking Stripe's wire protocol
 * (form-encoded requests, JSON objects, Idempotency-Key), so the real `stripe` SDK runs
 * against it through STRIPE_API_BASE. It also plays the customer (completing a checkout,
 * paying or failing an intent) and signs webhook events like Stripe does.
 */

type Json = Record<string, unknown>;
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Json;
}

/** `a[b][0][c]=1` -> { a: { b: { 0: { c: '1' } } } }: how the SDK encodes parameters. */
export function parseStripeForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/[^[\]]+/g) ?? [key];
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return out;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The webhook signing secret the tests' apps are configured with (`appEnv`). */
export const WEBHOOK_SECRET = 'whsec_test_reelsmith';

export class StripeFake {
  readonly sessions = new Map<string, Json>();
  readonly intents = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  readonly #idempotent = new Map<string, { status: number; body: string }>();
  readonly #signer = new Stripe('sk_test_fake_signer');
  #server!: http.Server;
  url = '';

  static async start(): Promise<StripeFake> {
    const fake = new StripeFake();
    fake.#server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => fake.#handle(req, text, res));
    });
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.#server.address() as AddressInfo).port}`;
    return fake;
  }

  /** An app's Stripe settings (test keys, the webhook secret) pointing at this fake. */
  appEnv(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_reelsmith',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_reelsmith',
      STRIPE_API_BASE: this.url,
    };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #handle(req: http.IncomingMessage, text: string, res: http.ServerResponse) {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const idempotencyKey = header('idempotency-key');
    const body = parseStripeForm(text);
    this.requests.push({
      method,
      path,
      idempotencyKey,
      authorization: header('authorization'),
      body,
    });
    const send = (status: number, payload: unknown) => {
      const json = JSON.stringify(payload);
      // Stripe replays the first response for a repeated idempotency key.
      if (method === 'POST' && idempotencyKey !== undefined) {
        this.#idempotent.set(`${path}|${idempotencyKey}`, { status, body: json });
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(json);
    };
    if (method === 'POST' && idempotencyKey !== undefined) {
      const replay = this.#idempotent.get(`${path}|${idempotencyKey}`);
      if (replay !== undefined) {
        res.writeHead(replay.status, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        });
        res.end(replay.body);
        return;
      }
    }
    const missing = (what: string, id: string) =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}: '${id}'`,
        },
      });

    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return send(200, this.#createSession(body));
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const s = this.sessions.get(m[1] ?? '');
      return s === undefined ? missing('checkout.session', m[1] ?? '') : send(200, s);
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') {
      const s = this.sessions.get(m[1] ?? '');
      if (s === undefined) return missing('checkout.session', m[1] ?? '');
      if (s.status !== 'open') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
          },
        });
      }
      Object.assign(s, { status: 'expired', url: null });
      return send(200, s);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      return send(200, this.#createIntent(body));
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET') {
      const pi = this.intents.get(m[1] ?? '');
      return pi === undefined ? missing('payment_intent', m[1] ?? '') : send(200, pi);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === 'POST') {
      const pi = this.intents.get(m[1] ?? '');
      if (pi === undefined) return missing('payment_intent', m[1] ?? '');
      if (pi.status === 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of succeeded.`,
          },
        });
      }
      pi.status = 'canceled';
      return send(200, pi);
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  }

  #createSession(body: Json): Json {
    const id = newId('cs_test');
    const items = body.line_items as Record<string, { price_data: Json; quantity: string }>;
    const line = items['0'];
    const amount = Number(line?.price_data.unit_amount) * Number(line?.quantity ?? 1);
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: line?.price_data.currency,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      created: now(),
      livemode: false,
      // Kept only by the fake, to give the intent it creates on payment.
      _payment_intent_data: body.payment_intent_data ?? {},
    };
    this.sessions.set(id, session);
    return session;
  }

  #createIntent(body: Json): Json {
    const id = newId('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_received: 0,
      currency: body.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      automatic_payment_methods: body.automatic_payment_methods ?? null,
      metadata: body.metadata ?? {},
      description: body.description ?? null,
      last_payment_error: null,
      created: now(),
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }

  /** The customer pays on Stripe's hosted page: the session completes with a paid intent. */
  completeCheckout(sessionId: string): { session: Json; intent: Json } {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new Error(`no session ${sessionId}`);
    const data = session._payment_intent_data as Json;
    const intent = this.#createIntent({
      amount: session.amount_total,
      currency: session.currency,
      metadata: data.metadata ?? {},
    });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
    });
    return { session, intent };
  }

  /** The card confirmed with Stripe.js went through. */
  succeedIntent(id: string): Json {
    const intent = this.intents.get(id);
    if (intent === undefined) throw new Error(`no intent ${id}`);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return intent;
  }

  /** The card confirmed with Stripe.js was refused. */
  failIntent(id: string, message = 'Your card was declined.'): Json {
    const intent = this.intents.get(id);
    if (intent === undefined) throw new Error(`no intent ${id}`);
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message },
    });
    return intent;
  }

  /** A webhook event body as Stripe sends it. */
  event(type: string, object: Json, id = newId('evt')): string {
    const { _payment_intent_data: _, ...visible } = object;
    return JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(visible) },
    });
  }

  /** The Stripe-Signature header for `payload`, as Stripe computes it. */
  sign(payload: string, secret: string, timestamp = now()): string {
    return this.#signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }
}
