import { z } from 'zod';
import { pageOf, pageQuerySchema, textSchema } from './common.js';
import { ledgerEntrySchema } from './credits.js';
import { GENERATION_STATUSES, RENDER_STEPS } from './story.js';

/**
 * The operator's console (docs/product/operator-console.md) and the content rules
 * (docs/product/content-rules.md): the `/api/admin` calls' shapes and messages.
 */

/** What the content rules answer (docs/product/content-rules.md#messages). */
export const MODERATION_MESSAGES = {
  promptFlagged:
    'Your prompt goes against our content rules. Please change it and try again. Nothing was charged.',
  scriptFlagged:
    'Your script goes against our content rules. Please change it and try again. Nothing was charged.',
  unavailable:
    'We could not check your text against our content rules just now. Nothing was charged. Please try again.',
} as const;

/** What the operator's calls answer besides the shared messages (operator-console.md#messages). */
export const ADMIN_MESSAGES = {
  reasonRequired: 'reason must not be blank',
  amountNotZero: 'amount must be a whole number from -10000 to 10000, other than 0',
  takeBackTooMuch: (balance: number) =>
    `The balance is ${balance}: at most ${balance} credit${balance === 1 ? '' : 's'} can be taken back`,
} as const;

/** Overview days: 1 to 365, default 30. */
export const ADMIN_OVERVIEW_MAX_DAYS = 365;
export const adminOverviewQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ADMIN_OVERVIEW_MAX_DAYS).default(30),
});

export const adminOverviewSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  videosMade: z.number().int(),
  rendersFailed: z.number().int(),
  /** US dollars from succeeded payments. */
  revenueUsd: z.number(),
  /** US dollars of priced provider calls. */
  providerCostUsd: z.number(),
  /** Revenue minus provider cost. */
  marginUsd: z.number(),
  /** Provider calls with no price (their cost is unknown, not 0). */
  unpricedCalls: z.number().int(),
  flaggedPrompts: z.number().int(),
  creditsSold: z.number().int(),
  creditsSpent: z.number().int(),
  creditsRefunded: z.number().int(),
  recentFlags: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      email: z.string().nullable(),
      source: z.enum(['prompt', 'script', 'edit']),
      categories: z.array(z.string()),
      excerpt: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminUserQuerySchema = pageQuerySchema.extend({
  query: textSchema.max(200).default(''),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  balance: z.number().int(),
  createdAt: z.string(),
  isOperator: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminGenerationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(GENERATION_STATUSES),
  currentStep: z.enum(RENDER_STEPS).nullable(),
  errorMessage: z.string().nullable(),
  /** Priced calls' total in US dollars; unpriced calls add nothing (see `unpricedCalls`). */
  costUsd: z.number(),
  unpricedCalls: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGeneration = z.infer<typeof adminGenerationSchema>;
export const adminGenerationPageSchema = pageOf(adminGenerationSchema);
export type AdminGenerationPage = z.infer<typeof adminGenerationPageSchema>;

export const adminGenerationQuerySchema = pageQuerySchema.extend({
  status: z.enum(GENERATION_STATUSES).optional(),
  userId: z.uuid().optional(),
});

export const PROVIDER_ROLES = ['script', 'voice', 'images', 'captions', 'moderation'] as const;

/** One provider call of a generation. */
export const adminUsageSchema = z.object({
  role: z.enum(PROVIDER_ROLES),
  provider: z.string(),
  model: z.string(),
  attempt: z.number().int(),
  outcome: z.enum(['ok', 'failed', 'fell_back']),
  stage: z.enum(['draft', 'render']),
  durationMs: z.number().int().nullable(),
  /** Null: no price is known for this model. */
  costUsd: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

export const adminGenerationDetailSchema = adminGenerationSchema.extend({
  usage: z.array(adminUsageSchema),
  /** The worker's CPU and wall seconds of each render attempt. */
  renders: z.array(
    z.object({ attempt: z.number().int(), cpuSeconds: z.number(), wallSeconds: z.number() }),
  ),
});
export type AdminGenerationDetail = z.infer<typeof adminGenerationDetailSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  ledger: z.array(ledgerEntrySchema),
  generations: z.array(adminGenerationSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const ADMIN_MAX_GRANT = 10_000;
export const adminCreditsRequestSchema = z.object({
  /** Positive grants, negative takes back; never below a balance of zero. */
  amount: z
    .number({ message: ADMIN_MESSAGES.amountNotZero })
    .int({ message: ADMIN_MESSAGES.amountNotZero })
    .min(-ADMIN_MAX_GRANT, { message: ADMIN_MESSAGES.amountNotZero })
    .max(ADMIN_MAX_GRANT, { message: ADMIN_MESSAGES.amountNotZero })
    .refine((n) => n !== 0, { message: ADMIN_MESSAGES.amountNotZero }),
  reason: textSchema
    .trim()
    .min(1, { message: ADMIN_MESSAGES.reasonRequired })
    .max(500, { message: 'reason must be at most 500 characters' }),
});
export type AdminCreditsRequest = z.infer<typeof adminCreditsRequestSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  operatorEmail: z.string(),
  action: z.enum(['credits.grant', 'credits.take_back']),
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  amount: z.number().int().nullable(),
  reason: z.string(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

export const adminCreditsResponseSchema = z.object({
  balance: z.number().int(),
  entry: ledgerEntrySchema,
  audit: adminAuditEntrySchema,
});
export type AdminCreditsResponse = z.infer<typeof adminCreditsResponseSchema>;
