import { z } from 'zod';
import { pageOf, textSchema } from './common.js';

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int().positive(),
  /** US dollars, e.g. 8 or 7.5. */
  price: z.number().positive(),
  description: z.string().optional(),
  discountPercentage: z.number().min(0).max(100),
  popular: z.boolean().optional(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** `GET /credits/packages` and `GET /payment/packages` both answer `{ packages: [...] }`. */
export const packagesResponseSchema = z.object({ packages: z.array(creditPackageSchema) });
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/**
 * The local packs (docs/product/credits-and-payments.md#packs): the web app's fallback and the
 * database seed.
 */
export const LOCAL_PACKAGES: readonly CreditPackage[] = [
  {
    id: 'starter',
    name: 'Starter Pack',
    price: 3,
    credits: 3,
    discountPercentage: 20,
    description: 'Try Reelsmith with three videos.',
  },
  {
    id: 'popular',
    name: 'Popular Pack',
    price: 8,
    credits: 10,
    discountPercentage: 30,
    popular: true,
    description: 'Ten videos for creators who post every week.',
  },
  {
    id: 'pro',
    name: 'Pro Pack',
    price: 14,
    credits: 20,
    discountPercentage: 40,
    description: 'Twenty videos at the lowest price per video.',
  },
];

export const balanceResponseSchema = z.object({ availableCredits: z.number().int().min(0) });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const creditCheckResponseSchema = z.object({
  hasEnoughCredits: z.boolean(),
  requiredCredits: z.number().int(),
  availableCredits: z.number().int(),
});
export type CreditCheckResponse = z.infer<typeof creditCheckResponseSchema>;

/** `operator`: credits an operator granted or took back (docs/product/operator-console.md). */
export const LEDGER_REASONS = ['purchase', 'video', 'refund', 'grant', 'operator'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  reference: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const creditHistorySchema = pageOf(ledgerEntrySchema);
export type CreditHistory = z.infer<typeof creditHistorySchema>;

export const purchaseRequestSchema = z.union([
  z.object({ packageId: textSchema.min(1).max(64) }),
  z.object({ paymentIntentId: textSchema.min(1).max(255) }),
]);
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const purchaseResponseSchema = z.object({
  status: z.string(),
  url: z.string().optional(),
  credits: z.number().int().optional(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;
