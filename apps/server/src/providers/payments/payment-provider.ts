import type { PaymentProviderName, TestCard } from '@reelsmith/contract';

/** What a payment is for, fixed when it begins (prices come only from our packages). */
export interface PaymentOrder {
  /** Our payment id: sent as metadata and as the idempotency key's base. */
  paymentId: string;
  userId: string;
  packageId: string;
  packageName: string;
  credits: number;
  amountCents: number;
  currency: string;
}

/** The metadata every provider object carries: how a webhook finds its payment. */
export const orderMetadata = (order: PaymentOrder): Record<string, string> => ({
  paymentId: order.paymentId,
  userId: order.userId,
  packageId: order.packageId,
  credits: String(order.credits),
});

export interface CheckoutInput extends PaymentOrder {
  successUrl: string;
  cancelUrl: string;
}

/** A hosted checkout as the provider reports it. */
export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** Money was taken (Stripe: payment_status 'paid'). */
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  paymentIntentId: string | null;
  /** Our payment id, from the metadata we set. */
  paymentId: string | null;
}

/** A payment intent (the in-page card form) as the provider reports it. */
export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string | null;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'canceled'
    | 'succeeded';
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
  paymentId: string | null;
  /** The last attempt's card error, e.g. 'Your card was declined.' */
  failureMessage: string | null;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export type PaymentEvent = { id: string; providerType: string } & (
  | { type: 'checkout.completed' | 'checkout.expired'; session: ProviderCheckoutSession }
  | {
      type: 'intent.succeeded' | 'intent.failed' | 'intent.canceled';
      intent: ProviderPaymentIntent;
    }
  | { type: 'ignored' }
);

/** The webhook's signature did not check out: the request is not from the provider. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A card the provider refused; the message is the provider's, shown to the person. */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardError';
  }
}

/**
 * A card payment provider: Stripe, or the built-in test provider that behaves like Stripe's
 * test mode. Services call only this; nothing else knows which one runs.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string | null;
  createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession>;
  /** undefined when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined>;
  expireCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  createPaymentIntent(order: PaymentOrder): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | undefined>;
  cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  /** Checks the signature of a webhook body and parses it; throws WebhookSignatureError. */
  constructEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Test provider only: pays a checkout session or payment intent with a test card, like
   * Stripe's hosted page or Stripe.js would. Throws CardError when the card is refused.
   */
  payWithTestCard?(objectId: string, card: TestCard): Promise<void>;
}
