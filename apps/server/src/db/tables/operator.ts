import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

export type AdminAction = 'credits.grant' | 'credits.take_back';

/** Every operator action (migration 0014): who, to whom, what and why. */
export interface AdminAuditTable {
  id: string;
  seq: Generated<number>;
  operator_id: string | null;
  operator_email: string;
  action: AdminAction;
  target_user_id: string | null;
  target_email: string | null;
  amount: number | null;
  reason: string;
  balance_after: number | null;
  created_at: GeneratedTimestamp;
}

export type ModerationSource = 'prompt' | 'script' | 'edit';

/** A custom prompt or script that the moderation endpoint flagged. */
export interface ModerationFlagTable {
  id: Generated<string>;
  user_id: string | null;
  source: ModerationSource;
  generation_id: string | null;
  categories: string[];
  excerpt: string;
  model: string;
  created_at: GeneratedTimestamp;
}

export interface OperatorTables {
  admin_audit: AdminAuditTable;
  moderation_flags: ModerationFlagTable;
}
