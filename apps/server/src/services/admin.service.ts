import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminCreditsRequest,
  type AdminCreditsResponse,
  type AdminGeneration,
  type AdminGenerationDetail,
  type AdminGenerationPage,
  type AdminOverview,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPage,
  type GenerationStatus,
  type LedgerEntry,
} from '@reelsmith/contract';
import { isOperatorEmail, type Config } from '../config.js';
import { conflict, notFound } from '../errors.js';
import { adminRepository, type AdminRepository } from '../repositories/admin.repository.js';
import type { LedgerRow } from '../repositories/ledger.repository.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import type { BalanceKeeper } from './balance-cache.js';
import { creditsService, InsufficientCreditsError } from './credits.service.js';

type Operator = { id: string; email: string };
type GenerationRow = NonNullable<Awaited<ReturnType<AdminRepository['findGeneration']>>>;

const iso = (value: Date | string) => new Date(value).toISOString();
/** Dollars to the micro-dollar, as provider_calls keeps them (numeric(12,6)). */
const usd = (value: number) => Math.round(value * 1e6) / 1e6;
/** How many ledger rows and generations a user's page shows. */
const DETAIL_ROWS = 50;
/** How many recent flags the overview lists. */
const RECENT_FLAGS = 10;

const toLedgerEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  delta: row.delta,
  reason: row.reason,
  reference: row.reference,
  balanceAfter: row.balance_after,
  createdAt: iso(row.created_at),
});

const toAuditEntry = (
  row: Awaited<ReturnType<AdminRepository['auditPage']>>['rows'][number],
): AdminAuditEntry => ({
  id: row.id,
  operatorEmail: row.operator_email,
  action: row.action,
  targetUserId: row.target_user_id,
  targetEmail: row.target_email,
  amount: row.amount,
  reason: row.reason,
  balanceAfter: row.balance_after,
  createdAt: iso(row.created_at),
});

const toGeneration = (row: GenerationRow): AdminGeneration => ({
  id: row.id,
  userId: row.user_id,
  email: row.email,
  title: row.story?.title ?? null,
  status: row.status,
  currentStep: row.current_step,
  errorMessage: row.error_message,
  costUsd: usd(Number(row.cost_usd ?? 0)),
  unpricedCalls: Number(row.unpriced ?? 0),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const page = <T>(content: T[], pageNo: number, size: number, total: number) => ({
  content,
  page: pageNo,
  size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
});

/**
 * The operator's console (docs/product/operator-console.md): reads across every user, and
 * credit grants and take-backs, each with its audit row in the same transaction.
 */
export function adminService(deps: {
  db: Db;
  config: Pick<Config, 'ADMIN_EMAILS' | 'SIGNUP_CREDITS'>;
  balances?: BalanceKeeper;
  now?: () => Date;
}) {
  const { db, config } = deps;
  const repo = adminRepository(db);
  const now = deps.now ?? (() => new Date());

  const toUser = (row: {
    id: string;
    email: string;
    name: string | null;
    created_at: Date | string;
    balance: number | null;
  }): AdminUser => ({
    id: row.id,
    email: row.email,
    name: row.name,
    balance: row.balance ?? 0,
    createdAt: iso(row.created_at),
    isOperator: isOperatorEmail(config, row.email),
  });

  return {
    isOperator: (email: string) => isOperatorEmail(config, email),

    async overview(days: number): Promise<AdminOverview> {
      const since = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      const [totals, flags] = await Promise.all([
        repo.overview(since),
        repo.recentFlags(since, RECENT_FLAGS),
      ]);
      const revenueUsd = totals.revenueCents / 100;
      const providerCostUsd = usd(totals.providerCostUsd);
      return {
        days,
        since: since.toISOString(),
        videosMade: totals.videosMade,
        rendersFailed: totals.rendersFailed,
        revenueUsd,
        providerCostUsd,
        marginUsd: usd(revenueUsd - providerCostUsd),
        unpricedCalls: totals.unpricedCalls,
        flaggedPrompts: totals.flaggedPrompts,
        creditsSold: totals.creditsSold,
        creditsSpent: totals.creditsSpent,
        creditsRefunded: totals.creditsRefunded,
        recentFlags: flags.map((f) => ({
          id: f.id,
          userId: f.user_id,
          email: f.email,
          source: f.source,
          categories: f.categories,
          excerpt: f.excerpt,
          createdAt: iso(f.created_at),
        })),
      };
    },

    async users(query: string, pageNo: number, size: number): Promise<AdminUserPage> {
      const { rows, total } = await repo.searchUsers(query.trim(), pageNo, size);
      return page(rows.map(toUser), pageNo, size, total);
    },

    async user(id: string): Promise<AdminUserDetail> {
      const row = await repo.findUser(id);
      if (row === undefined) throw notFound();
      const [ledger, generations] = await Promise.all([
        repo.ledgerOf(id, DETAIL_ROWS),
        repo.generations({ userId: id }, 0, DETAIL_ROWS),
      ]);
      return {
        user: toUser(row),
        ledger: ledger.map(toLedgerEntry),
        generations: generations.rows.map(toGeneration),
      };
    },

    /**
     * `POST /admin/users/{id}/credits`: a grant (+) or take-back (-) with its reason. The
     * ledger row (reason `operator`) and the audit row commit together; a take-back beyond the
     * balance changes nothing (409), however many arrive at once: the account row is locked.
     */
    async changeCredits(
      operator: Operator,
      userId: string,
      request: AdminCreditsRequest,
    ): Promise<AdminCreditsResponse> {
      const target = await repo.findUser(userId);
      if (target === undefined) throw notFound();
      const auditId = randomUUID();
      try {
        return await inTransaction(db, async (trx) => {
          const change = await creditsService(trx, config, deps.balances).adjustByOperator(
            userId,
            request.amount,
            auditId,
          );
          if (change.entry === undefined) throw new Error('operator change not applied');
          const audit = await adminRepository(trx).audit({
            id: auditId,
            operatorId: operator.id,
            operatorEmail: operator.email,
            action: request.amount > 0 ? 'credits.grant' : 'credits.take_back',
            targetUserId: userId,
            targetEmail: target.email,
            amount: request.amount,
            reason: request.reason,
            balanceAfter: change.balance,
          });
          return {
            balance: change.balance,
            entry: toLedgerEntry(change.entry),
            audit: toAuditEntry(audit),
          };
        });
      } catch (error) {
        if (error instanceof InsufficientCreditsError) {
          throw conflict(ADMIN_MESSAGES.takeBackTooMuch(error.available));
        }
        throw error;
      }
    },

    async generations(
      filter: { userId?: string | undefined; status?: GenerationStatus | undefined },
      pageNo: number,
      size: number,
    ): Promise<AdminGenerationPage> {
      const { rows, total } = await repo.generations(
        {
          ...(filter.userId === undefined ? {} : { userId: filter.userId }),
          ...(filter.status === undefined ? {} : { status: filter.status }),
        },
        pageNo,
        size,
      );
      return page(rows.map(toGeneration), pageNo, size, total);
    },

    async generation(id: string): Promise<AdminGenerationDetail> {
      const row = await repo.findGeneration(id);
      if (row === undefined) throw notFound();
      const { calls, renders } = await repo.usageOf(id);
      return {
        ...toGeneration(row),
        usage: calls.map((c) => ({
          role: c.role,
          provider: c.provider,
          model: c.model,
          attempt: c.attempt,
          outcome: c.outcome,
          stage: c.stage,
          durationMs: c.duration_ms,
          costUsd: c.cost_usd === null ? null : usd(Number(c.cost_usd)),
          createdAt: iso(c.created_at),
        })),
        renders: renders.map((r) => ({
          attempt: r.attempt,
          cpuSeconds: r.cpu_seconds,
          wallSeconds: r.wall_seconds,
        })),
      };
    },

    async audit(pageNo: number, size: number): Promise<AdminAuditPage> {
      const { rows, total } = await repo.auditPage(pageNo, size);
      return page(rows.map(toAuditEntry), pageNo, size, total);
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
