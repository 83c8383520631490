import type { CreditPackage } from '@reelsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CreditPackageTable } from '../db/tables/catalog.js';

export const toCreditPackage = (row: Omit<CreditPackageTable, 'active'>): CreditPackage => ({
  id: row.id,
  name: row.name,
  credits: row.credits,
  price: row.price_cents / 100,
  ...(row.description === null ? {} : { description: row.description }),
  discountPercentage: row.discount_percentage,
  ...(row.popular ? { popular: true } : {}),
});

export function packagesRepository(db: Kysely<Database>) {
  return {
    async listActive(): Promise<CreditPackage[]> {
      const rows = await db
        .selectFrom('credit_packages')
        .selectAll()
        .where('active', '=', true)
        .orderBy('sort_order')
        .execute();
      return rows.map(toCreditPackage);
    },
    async findActive(id: string) {
      return db
        .selectFrom('credit_packages')
        .selectAll()
        .where('id', '=', id)
        .where('active', '=', true)
        .executeTakeFirst();
    },
  };
}
export type PackagesRepository = ReturnType<typeof packagesRepository>;
