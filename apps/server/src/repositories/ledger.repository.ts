import type { LedgerReason } from '@reelsmith/contract';
import type { Kysely, Selectable } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { Database } from '../db/schema.js';
import type { CreditLedgerTable } from '../db/tables/credits.js';

export type LedgerRow = Selectable<CreditLedgerTable>;

/** On every `GET /credits/balance`: compiled once. */
const balanceQuery = precompiled((db, userId: string) =>
  db.selectFrom('credit_accounts').select('balance').where('user_id', '=', userId),
);

/**
 * Credit accounts and their append-only ledger. The locking methods only make sense inside a
 * transaction (`db` is then a Kysely Transaction); the credits service takes care of that.
 */
export function ledgerRepository(db: Kysely<Database>) {
  return {
    /** Creates the account if it does not exist; true when this call created it. */
    async openAccount(userId: string): Promise<boolean> {
      const row = await db
        .insertInto('credit_accounts')
        .values({ user_id: userId })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The balance, with the account row locked until the transaction ends. */
    async lockBalance(userId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('credit_accounts')
        .select('balance')
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row?.balance;
    },

    async balance(userId: string): Promise<number | undefined> {
      const [row] = await balanceQuery(db, userId);
      return row?.balance;
    },

    async setBalance(userId: string, balance: number): Promise<void> {
      await db
        .updateTable('credit_accounts')
        .set({ balance, updated_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
    },

    async findEntry(reason: LedgerReason, reference: string): Promise<LedgerRow | undefined> {
      return db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('reason', '=', reason)
        .where('reference', '=', reference)
        .executeTakeFirst();
    },

    /** Appends a row; undefined when (reason, reference) is already there. */
    async append(entry: {
      userId: string;
      delta: number;
      reason: LedgerReason;
      reference: string;
      balanceAfter: number;
    }): Promise<LedgerRow | undefined> {
      return db
        .insertInto('credit_ledger')
        .values({
          user_id: entry.userId,
          delta: entry.delta,
          reason: entry.reason,
          reference: entry.reference,
          balance_after: entry.balanceAfter,
        })
        .onConflict((oc) => oc.columns(['reason', 'reference']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Audit: accounts whose balance is not the sum of their ledger rows. Always empty unless
     * something bypassed the credits service.
     */
    async unbalancedAccounts() {
      return db
        .selectFrom('credit_accounts as a')
        .leftJoin('credit_ledger as l', 'l.user_id', 'a.user_id')
        .select((eb) => [
          'a.user_id as userId',
          'a.balance as balance',
          eb.fn.coalesce(eb.fn.sum<number>('l.delta'), eb.lit(0)).as('ledgerSum'),
        ])
        .groupBy(['a.user_id', 'a.balance'])
        .having((eb) =>
          eb(eb.fn.coalesce(eb.fn.sum<number>('l.delta'), eb.lit(0)), '<>', eb.ref('a.balance')),
        )
        .execute();
    },

    /** One page of a user's ledger, newest first. */
    async page(userId: string, page: number, size: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('credit_ledger')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('seq', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        db
          .selectFrom('credit_ledger')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;
