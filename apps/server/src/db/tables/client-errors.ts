import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

export interface ClientErrorTable {
  id: Generated<string>;
  user_id: string | null;
  kind: string;
  name: string | null;
  message: string;
  stack: string | null;
  url: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: GeneratedTimestamp;
}

export interface ClientErrorTables {
  client_errors: ClientErrorTable;
}
