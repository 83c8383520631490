import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A named API key of a user (migration 0017): the key itself is never stored. */
export interface ApiKeyTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  /** The key's first characters (`rs_live_` and 4 more), shown in lists. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  key_hash: string;
  created_at: GeneratedTimestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** The first answer of an `Idempotency-Key`, kept 24 hours (migration 0017). */
export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  route: string;
  request_hash: string;
  /** Null while the first request is still being answered. */
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: GeneratedTimestamp;
}

export interface ApiKeyTables {
  api_keys: ApiKeyTable;
  idempotency_keys: IdempotencyKeyTable;
}
