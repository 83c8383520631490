import { z } from 'zod';
import { textSchema } from './common.js';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const packageIdRequestSchema = z.object({ packageId: textSchema.min(1).max(64) });
export const checkoutSessionResponseSchema = z.object({ url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;
export const createIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentId: z.string().optional(),
  /** The id to confirm with `POST /payment/confirm/{id}` and `POST /credits/purchase`. */
  paymentIntentId: z.string().optional(),
});
export type CreateIntentResponse = z.infer<typeof createIntentResponseSchema>;
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
export const sessionStatusResponseSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  success: z.boolean(),
  credits: z.number().int().optional(),
  availableCredits: z.number().int().optional(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;
export const cancelRequestSchema = z.object({ sessionId: textSchema.min(1).max(255) });

/** Saved to browser storage before checkout (docs/product/limits.md#storage-keys). */
export const selectedPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number(),
  price: z.number(),
});
export type SelectedPackage = z.infer<typeof selectedPackageSchema>;

/** The card the test provider's forms send; Stripe mode never sends card details to us. */
export const testCardSchema = z.object({
  number: textSchema.trim().min(1).max(30),
  expiry: textSchema.trim().min(1).max(10),
  cvc: textSchema.trim().min(1).max(6),
});
export type TestCard = z.infer<typeof testCardSchema>;

/** `POST /payment/confirm/{id}`: empty with Stripe (the card was confirmed by Stripe.js). */
export const confirmPaymentRequestSchema = z.object({ card: testCardSchema.optional() });
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

/** Stripe's test cards that the test provider knows (https://docs.stripe.com/testing). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** Card errors, worded as Stripe words them. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  notATestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. Use 4242 4242 4242 4242.',
} as const;

/** `GET /payment/session/{id}`: one of the user's payments, by its checkout session or intent id. */
export const paymentSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['checkout', 'intent']),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  packageId: z.string(),
  packageName: z.string(),
  /** Credits and price as they were when the payment began. */
  credits: z.number().int(),
  price: z.number(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

export const paymentResultSchema = sessionStatusResponseSchema.extend({
  message: z.string().optional(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
