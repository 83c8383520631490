import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const packageIdRequestSchema = z.object({ packageId: z.string().min(1).max(64) });
export const checkoutSessionResponseSchema = z.object({ url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;
export const createIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentId: z.string().optional(),
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
export const cancelRequestSchema = z.object({ sessionId: z.string().min(1).max(255) });

/** Saved to browser storage before checkout (spec section 3). */
export const selectedPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number(),
  price: z.number(),
});
export type SelectedPackage = z.infer<typeof selectedPackageSchema>;
