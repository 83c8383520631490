import Stripe from 'stripe';
import type {
  CheckoutInput,
  PaymentEvent,
  PaymentOrder,
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderPaymentIntent,
} from './payment-provider.js';
import { orderMetadata, WebhookSignatureError } from './payment-provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  /** Another host for the API, e.g. http://127.0.0.1:12111 (tests aim the SDK at a fake). */
  apiBase: string | undefined;
}

/** Stripe's default webhook tolerance: a signature older than 5 minutes is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's status strings are open-ended; anything new counts as still open. */
const checkoutStatus = (status: string | null): ProviderCheckoutSession['status'] =>
  status === 'complete' || status === 'expired' ? status : 'open';

const INTENT_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] satisfies ProviderPaymentIntent['status'][];
const intentStatus = (status: string): ProviderPaymentIntent['status'] =>
  INTENT_STATUSES.includes(status) ? (status as ProviderPaymentIntent['status']) : 'processing';

const toCheckoutSession = (s: Stripe.Checkout.Session): ProviderCheckoutSession => ({
  id: s.id,
  url: s.url ?? null,
  status: checkoutStatus(s.status),
  paid: s.payment_status === 'paid',
  amountCents: s.amount_total ?? null,
  currency: s.currency ?? null,
  paymentIntentId: idOf(s.payment_intent),
  paymentId: s.metadata?.paymentId ?? null,
});

const toPaymentIntent = (pi: Stripe.PaymentIntent): ProviderPaymentIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? null,
  status: intentStatus(pi.status),
  amountCents: pi.amount,
  amountReceivedCents: pi.amount_received,
  currency: pi.currency,
  paymentId: pi.metadata.paymentId ?? null,
  failureMessage: pi.last_payment_error?.message ?? null,
});

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError &&
  (error.statusCode === 404 || error.code === 'resource_missing');

/**
 * Stripe through the official SDK: Checkout Sessions in payment mode and PaymentIntents with
 * automatic payment methods, each create with an idempotency key derived from our payment id
 * (https://docs.stripe.com/api/idempotent_requests).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string | undefined;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey ?? null;
    this.#webhookSecret = options.webhookSecret;
    const base = options.apiBase === undefined ? undefined : new URL(options.apiBase);
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Reelsmith' },
      ...(base === undefined
        ? {}
        : {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }),
    });
  }

  async createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession> {
    const metadata = orderMetadata(input);
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.amountCents,
              product_data: {
                name: input.packageName,
                description: `${input.credits} credits`,
              },
            },
          },
        ],
        client_reference_id: input.userId,
        metadata,
        // The intent carries the same metadata, so payment_intent.succeeded finds the payment.
        payment_intent_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `checkout-${input.paymentId}` },
    );
    return toCheckoutSession(session);
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined> {
    try {
      return toCheckoutSession(await this.#stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async expireCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    return toCheckoutSession(
      await this.#stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire-${id}` }),
    );
  }

  async createPaymentIntent(order: PaymentOrder): Promise<ProviderPaymentIntent> {
    const intent = await this.#stripe.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: order.currency,
        automatic_payment_methods: { enabled: true },
        description: `${order.packageName} (${order.credits} credits)`,
        metadata: orderMetadata(order),
      },
      { idempotencyKey: `intent-${order.paymentId}` },
    );
    return toPaymentIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | undefined> {
    try {
      return toPaymentIntent(await this.#stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return toPaymentIntent(
      await this.#stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` }),
    );
  }

  constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (this.#webhookSecret === undefined) {
      throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    }
    if (signature === undefined) throw new WebhookSignatureError('Missing Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.#webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError();
      }
      throw error;
    }
    const base = { id: event.id, providerType: event.type };
    // Only these events matter; every other type is acknowledged and ignored (an if chain,
    // not a switch: Stripe's event union has hundreds of members).
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      return { ...base, type: 'checkout.completed', session: toCheckoutSession(event.data.object) };
    }
    if (event.type === 'checkout.session.expired') {
      return { ...base, type: 'checkout.expired', session: toCheckoutSession(event.data.object) };
    }
    if (event.type === 'payment_intent.succeeded') {
      return { ...base, type: 'intent.succeeded', intent: toPaymentIntent(event.data.object) };
    }
    if (event.type === 'payment_intent.payment_failed') {
      return { ...base, type: 'intent.failed', intent: toPaymentIntent(event.data.object) };
    }
    if (event.type === 'payment_intent.canceled') {
      return { ...base, type: 'intent.canceled', intent: toPaymentIntent(event.data.object) };
    }
    return { ...base, type: 'ignored' };
  }
}
