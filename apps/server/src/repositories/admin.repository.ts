import type { GenerationStatus } from '@reelsmith/contract';
import type { AdminAction } from '../db/tables/operator.js';
import type { Db } from './transaction.js';

/** numeric columns come back as decimal strings from both drivers. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Each generation's priced total and its count of unpriced calls (provider_calls). */
const costs = (db: Db) =>
  db
    .selectFrom('provider_calls')
    .select((eb) => [
      'generation_id',
      eb.fn.sum<string | null>('cost_usd').as('cost_usd'),
      eb.fn.count<string>('id').filterWhere('cost_usd', 'is', null).as('unpriced'),
    ])
    .where('generation_id', 'is not', null)
    .groupBy('generation_id');

/**
 * What the operator's console reads (docs/product/operator-console.md), across every user,
 * and its audit log. Only the admin service calls it, behind the operator check.
 */
export function adminRepository(db: Db) {
  const generationRows = () =>
    db
      .selectFrom('generations as g')
      .leftJoin('users as u', 'u.id', 'g.user_id')
      .leftJoin(costs(db).as('c'), 'c.generation_id', 'g.id')
      .select([
        'g.id',
        'g.user_id',
        'u.email',
        'g.story',
        'g.status',
        'g.current_step',
        'g.error_message',
        'g.created_at',
        'g.updated_at',
        'c.cost_usd',
        'c.unpriced',
      ]);

  return {
    async overview(since: Date) {
      const [generations, ledger, revenue, calls, flags] = await Promise.all([
        db
          .selectFrom('generations')
          .select((eb) => [
            eb.fn.countAll<string>().filterWhere('completed_at', '>=', since).as('made'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('credit_ledger')
          .select((eb) => [
            eb.fn.sum<string | null>('delta').filterWhere('reason', '=', 'purchase').as('sold'),
            eb.fn.sum<string | null>('delta').filterWhere('reason', '=', 'video').as('spent'),
            eb.fn.sum<string | null>('delta').filterWhere('reason', '=', 'refund').as('refunded'),
            // Every render that failed for good gave its credit back: one refund row each.
            eb.fn.countAll<string>().filterWhere('reason', '=', 'refund').as('failed'),
          ])
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('payments')
          .select((eb) => eb.fn.sum<string | null>('amount_cents').as('cents'))
          .where('status', '=', 'succeeded')
          .where('succeeded_at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('provider_calls')
          .select((eb) => [
            eb.fn.sum<string | null>('cost_usd').as('cost'),
            eb.fn.count<string>('id').filterWhere('cost_usd', 'is', null).as('unpriced'),
          ])
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('moderation_flags')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        videosMade: num(generations.made),
        rendersFailed: num(ledger.failed),
        creditsSold: num(ledger.sold),
        creditsSpent: -num(ledger.spent),
        creditsRefunded: num(ledger.refunded),
        revenueCents: num(revenue.cents),
        providerCostUsd: num(calls.cost),
        unpricedCalls: num(calls.unpriced),
        flaggedPrompts: num(flags.count),
      };
    },

    async recentFlags(since: Date, limit: number) {
      return db
        .selectFrom('moderation_flags as f')
        .leftJoin('users as u', 'u.id', 'f.user_id')
        .select([
          'f.id',
          'f.user_id',
          'u.email',
          'f.source',
          'f.categories',
          'f.excerpt',
          'f.created_at',
        ])
        .where('f.created_at', '>=', since)
        .orderBy('f.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Users whose email contains `query` (any case), newest first, with their balance. */
    async searchUsers(query: string, page: number, size: number) {
      const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const base = db
        .selectFrom('users as u')
        .where('u.deleted_at', 'is', null)
        .where('u.email', 'ilike', pattern);
      const [rows, total] = await Promise.all([
        base
          .leftJoin('credit_accounts as a', 'a.user_id', 'u.id')
          .select(['u.id', 'u.email', 'u.name', 'u.created_at', 'a.balance'])
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id')
          .limit(size)
          .offset(page * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: num(total.count) };
    },

    async findUser(id: string) {
      return db
        .selectFrom('users as u')
        .leftJoin('credit_accounts as a', 'a.user_id', 'u.id')
        .select(['u.id', 'u.email', 'u.name', 'u.created_at', 'a.balance'])
        .where('u.id', '=', id)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async ledgerOf(userId: string, limit: number) {
      return db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
    },

    async generations(
      filter: { userId?: string; status?: GenerationStatus },
      page: number,
      size: number,
    ) {
      let rows = generationRows();
      let count = db.selectFrom('generations as g');
      if (filter.userId !== undefined) {
        rows = rows.where('g.user_id', '=', filter.userId);
        count = count.where('g.user_id', '=', filter.userId);
      }
      if (filter.status !== undefined) {
        rows = rows.where('g.status', '=', filter.status);
        count = count.where('g.status', '=', filter.status);
      }
      const [found, total] = await Promise.all([
        rows
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id')
          .limit(size)
          .offset(page * size)
          .execute(),
        count.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: found, total: num(total.count) };
    },

    async findGeneration(id: string) {
      return generationRows().where('g.id', '=', id).executeTakeFirst();
    },

    async usageOf(generationId: string) {
      const [calls, renders] = await Promise.all([
        db
          .selectFrom('provider_calls')
          .select([
            'role',
            'provider',
            'model',
            'attempt',
            'outcome',
            'stage',
            'duration_ms',
            'cost_usd',
            'created_at',
          ])
          .where('generation_id', '=', generationId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('render_usage')
          .select(['attempt', 'cpu_seconds', 'wall_seconds'])
          .where('generation_id', '=', generationId)
          .orderBy('attempt')
          .execute(),
      ]);
      return { calls, renders };
    },

    /** One operator action; in the transaction that makes it, so both happen or neither. */
    async audit(entry: {
      id: string;
      operatorId: string;
      operatorEmail: string;
      action: AdminAction;
      targetUserId: string;
      targetEmail: string;
      amount: number;
      reason: string;
      balanceAfter: number;
    }) {
      return db
        .insertInto('admin_audit')
        .values({
          id: entry.id,
          operator_id: entry.operatorId,
          operator_email: entry.operatorEmail,
          action: entry.action,
          target_user_id: entry.targetUserId,
          target_email: entry.targetEmail,
          amount: entry.amount,
          reason: entry.reason,
          balance_after: entry.balanceAfter,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async auditPage(page: number, size: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('admin_audit')
          .selectAll()
          .orderBy('seq', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        db
          .selectFrom('admin_audit')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: num(total.count) };
    },
  };
}
export type AdminRepository = ReturnType<typeof adminRepository>;
