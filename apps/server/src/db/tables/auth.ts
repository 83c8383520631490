import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserTable {
  id: Generated<string>;
  provider: string;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  created_at: GeneratedTimestamp;
  last_sign_in_at: GeneratedTimestamp;
  /** Set when the account was deleted: the row stays, without personal data. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  user_agent: string | null;
  created_at: GeneratedTimestamp;
  last_used_at: GeneratedTimestamp;
}

/** A sign-in in progress (OpenID Connect): single use, minutes long. */
export interface OidcFlowTable {
  /** SHA-256 of the `state` sent to the provider. */
  state_hash: string;
  nonce: string;
  code_verifier: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
}

/** The user's defaults: a partial `UserSettings`, merged over DEFAULT_USER_SETTINGS on read. */
export interface UserSettingsTable {
  user_id: string;
  settings: ColumnType<Record<string, unknown>, string, string>;
  updated_at: GeneratedTimestamp;
}

export interface AuthTables {
  user_settings: UserSettingsTable;
  users: UserTable;
  sessions: SessionTable;
  oidc_flows: OidcFlowTable;
}
