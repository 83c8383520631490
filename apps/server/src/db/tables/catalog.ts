import type { Generated } from 'kysely';

export interface CreditPackageTable {
  id: string;
  name: string;
  credits: number;
  /** US cents: money is never a float in the database. */
  price_cents: number;
  description: string | null;
  discount_percentage: number;
  popular: boolean;
  sort_order: number;
  active: Generated<boolean>;
}

export interface CatalogTables {
  credit_packages: CreditPackageTable;
}
