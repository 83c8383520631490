import { z } from 'zod';
import { textSchema } from './common.js';

/** What every API key starts with (docs/product/api.md#api-keys). */
export const API_KEY_PREFIX = 'rs_live_';
/** Keys a user may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;

/** Messages of the API keys (docs/product/api.md#api-keys); our wording. */
export const API_KEY_MESSAGES = {
  sessionOnly:
    'API keys cannot be used for this: sign in to manage API keys, delete the account or make payments',
  tooMany: `You can have at most ${MAX_API_KEYS} API keys: revoke one first`,
  notFound: 'There is no such API key',
  rateLimited: 'Too many requests with this API key: wait a minute',
  created: 'Copy your key now: it will not be shown again.',
} as const;

/** `POST /api/keys`. */
export const createApiKeyRequestSchema = z.object({
  name: textSchema.trim().min(1, 'Give the key a name').max(100),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** One key as lists show it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `rs_live_` and the key's next 4 characters. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of `POST /api/keys`: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const revokedApiKeySchema = z.object({ revoked: z.literal(true) });
