import type { AuthTables } from './tables/auth.js';
import type { CatalogTables } from './tables/catalog.js';
import type { ClientErrorTables } from './tables/client-errors.js';
import type { CreditTables } from './tables/credits.js';
import type { GenerationTables } from './tables/generations.js';
import type { UsageTables } from './tables/usage.js';

/** Every table, as Kysely sees it. Each area declares its tables in `tables/<area>.ts`. */
export interface Database
  extends
    CatalogTables,
    AuthTables,
    CreditTables,
    ClientErrorTables,
    GenerationTables,
    UsageTables {}
