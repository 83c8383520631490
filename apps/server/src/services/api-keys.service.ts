import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  ERROR_CODES,
  MAX_API_KEYS,
  type ApiKey,
  type CreatedApiKey,
} from '@reelsmith/contract';
import { HttpError, notFound } from '../errors.js';
import { apiKeysRepository } from '../repositories/api-keys.repository.js';
import { hashToken } from '../repositories/sessions.repository.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import type { SessionCache } from './session-cache.js';

/** `rs_live_` and 256 random bits, URL-safe: the client holds it, the database its hash. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);
/** What lists show of a key: the prefix and its next 4 characters. */
const prefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + 4);

const toApiKey = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * API keys of signed-in users (docs/product/api.md#api-keys): made, listed and revoked here;
 * the authenticate plugin accepts them. Revocation reaches every API process through the
 * database's `k:<id>` announcement (migration 0017); this process drops its entry at once.
 */
export function apiKeysService(db: Db, sessionCache?: Pick<SessionCache, 'evictKey'>) {
  return {
    async create(userId: string, name: string): Promise<CreatedApiKey> {
      const key = newApiKey();
      const row = await inTransaction(db, async (trx) => {
        // One creation at a time per user, so that the limit holds under concurrent calls.
        const keys = apiKeysRepository(trx);
        await keys.lockUser(userId);
        if ((await keys.countLive(userId)) >= MAX_API_KEYS) {
          throw new HttpError(409, API_KEY_MESSAGES.tooMany, ERROR_CODES.CONFLICT);
        }
        return keys.create({ userId, name, prefix: prefixOf(key), keyHash: hashToken(key) });
      });
      return { ...toApiKey(row), key };
    },

    async list(userId: string): Promise<ApiKey[]> {
      return (await apiKeysRepository(db).listLive(userId)).map(toApiKey);
    },

    /** Another user's key, an unknown one or one already revoked: 404. */
    async revoke(userId: string, keyId: string): Promise<void> {
      if (!UUID.test(keyId) || !(await apiKeysRepository(db).revoke(userId, keyId))) {
        throw notFound(API_KEY_MESSAGES.notFound);
      }
      sessionCache?.evictKey(keyId);
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
