import {
  CREDITS_PER_VIDEO,
  ERROR_CODES,
  SERVER_MESSAGES,
  type CreditCheckResponse,
  type CreditHistory,
  type LedgerReason,
} from '@reelsmith/contract';
import type { Config } from '../config.js';
import { HttpError } from '../errors.js';
import { ledgerRepository, type LedgerRow } from '../repositories/ledger.repository.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import type { BalanceKeeper } from './balance-cache.js';

/** 402 with a message containing 'credits': the Create screen opens the credits modal on it. */
export class InsufficientCreditsError extends HttpError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(402, SERVER_MESSAGES.insufficientCredits, ERROR_CODES.INSUFFICIENT_CREDITS);
    this.name = 'InsufficientCreditsError';
  }
}

/** What spends credits. Only videos today; refunds give a spend back. */
export type SpendReason = Extract<LedgerReason, 'video'>;

export interface LedgerChange {
  /** False when the reference was already in the ledger: nothing changed this time. */
  applied: boolean;
  /** The balance after this call. */
  balance: number;
  entry: LedgerRow | undefined;
}

/** The ledger reference of a user's signup grant: one per user, ever. */
export const signupReference = (userId: string) => `signup:${userId}`;

/**
 * Every change to a credit account goes through here: in a transaction (the caller's, or its
 * own), with the kept balances told that this user's is changing, at the start and again just
 * before the commit (decision 0043).
 */
function changeAccount<T>(
  db: Db,
  balances: BalanceKeeper | undefined,
  userId: string,
  fn: (trx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    balances?.changing(userId);
    try {
      return await fn(trx);
    } finally {
      balances?.changing(userId);
    }
  });
}

/**
 * Locks the user's account row for the rest of the transaction and returns its balance.
 * The first time a user's account is touched it is opened, with the signup grant.
 */
async function lockAccount(trx: Db, userId: string, signupCredits: number): Promise<number> {
  const ledger = ledgerRepository(trx);
  if (await ledger.openAccount(userId)) {
    if (signupCredits > 0) {
      await ledger.append({
        userId,
        delta: signupCredits,
        reason: 'grant',
        reference: signupReference(userId),
        balanceAfter: signupCredits,
      });
      await ledger.setBalance(userId, signupCredits);
    }
  }
  const balance = await ledger.lockBalance(userId);
  if (balance === undefined) throw new Error(`credit account ${userId} vanished`);
  return balance;
}

/**
 * Applies one change to a locked account: at most once per (reason, reference), never below
 * zero. Call inside a transaction that already holds the account lock.
 */
async function applyChange(
  trx: Db,
  userId: string,
  balance: number,
  change: { delta: number; reason: LedgerReason; reference: string },
): Promise<LedgerChange> {
  const ledger = ledgerRepository(trx);
  const existing = await ledger.findEntry(change.reason, change.reference);
  if (existing !== undefined) {
    // References are objects of one user (a payment, a project): sharing one is a bug.
    if (existing.user_id !== userId) throw new Error(`ledger reference ${change.reference} clash`);
    return { applied: false, balance, entry: existing };
  }
  const next = balance + change.delta;
  if (next < 0) throw new InsufficientCreditsError(-change.delta, balance);
  const entry = await ledger.append({ userId, ...change, balanceAfter: next });
  // Another user's transaction took this reference between our check and our insert.
  if (entry === undefined) return { applied: false, balance, entry: undefined };
  await ledger.setBalance(userId, next);
  return { applied: true, balance: next, entry };
}

/**
 * Gives the user `amount` credits once (reference `signup:<user id>`). Idempotent. Called when
 * the account is first opened; callable by sign-in code too, inside its transaction or not.
 */
export async function grantSignupCredits(
  db: Db,
  userId: string,
  amount: number,
  balances?: BalanceKeeper,
): Promise<LedgerChange> {
  return changeAccount(db, balances, userId, async (trx) => {
    const balance = await lockAccount(trx, userId, 0);
    if (amount <= 0) return { applied: false, balance, entry: undefined };
    return applyChange(trx, userId, balance, {
      delta: amount,
      reason: 'grant',
      reference: signupReference(userId),
    });
  });
}

/** Told, in its transaction, of every spend that changed a balance (webhooks' `credits.low`). */
export interface SpendWatcher {
  spent(trx: Db, userId: string, before: number, after: number): Promise<void>;
}

/**
 * Credits: balances, spending, refunds and purchases over the append-only ledger.
 *
 * Every change is atomic and idempotent per reference. Pass a Kysely transaction as `db` to
 * make a change part of a larger one (e.g. finalizing a video spends its credit in the same
 * transaction as the status change): `creditsService(trx, config).spend(...)`.
 */
export function creditsService(
  db: Db,
  config: Pick<Config, 'SIGNUP_CREDITS'>,
  balances?: BalanceKeeper,
  watcher?: SpendWatcher,
) {
  const signupCredits = config.SIGNUP_CREDITS;
  const change = (userId: string, delta: number, reason: LedgerReason, reference: string) =>
    changeAccount(db, balances, userId, async (trx) => {
      const balance = await lockAccount(trx, userId, signupCredits);
      const result = await applyChange(trx, userId, balance, { delta, reason, reference });
      if (result.applied && delta < 0) await watcher?.spent(trx, userId, balance, result.balance);
      return result;
    });

  /**
   * Read outside a transaction, a balance may come from the cache (decision 0043); inside one,
   * it is what that transaction sees, never kept.
   */
  const balance = async (userId: string): Promise<number> => {
    const cache = db.isTransaction ? undefined : balances;
    const kept = cache?.get(userId);
    if (kept !== undefined) return kept;
    const ticket = cache?.ticket() ?? 0;
    const found = await ledgerRepository(db).balance(userId);
    if (found !== undefined) {
      cache?.store(ticket, userId, found);
      return found;
    }
    return changeAccount(db, balances, userId, (trx) => lockAccount(trx, userId, signupCredits));
  };

  return {
    balance,

    /** `GET /credits/check`: a video needs one credit. */
    async check(userId: string): Promise<CreditCheckResponse> {
      const available = await balance(userId);
      return {
        hasEnoughCredits: available >= CREDITS_PER_VIDEO,
        requiredCredits: CREDITS_PER_VIDEO,
        availableCredits: available,
      };
    },

    /**
     * Spends `amount` credits for `reference` (e.g. a project id). Spending the same reference
     * again changes nothing. Throws InsufficientCreditsError (402) when the balance is short.
     */
    spend(
      userId: string,
      reason: SpendReason,
      reference: string,
      amount: number = CREDITS_PER_VIDEO,
    ): Promise<LedgerChange> {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error('amount must be positive');
      return change(userId, -amount, reason, reference);
    },

    /**
     * Gives back what was spent for `reference`, once. Nothing happens when nothing was spent
     * for it (applied: false).
     */
    refund(userId: string, reference: string): Promise<LedgerChange> {
      return changeAccount(db, balances, userId, async (trx) => {
        const balance = await lockAccount(trx, userId, signupCredits);
        const spent = await ledgerRepository(trx).findEntry('video', reference);
        if (spent === undefined || spent.user_id !== userId) {
          return { applied: false, balance, entry: undefined };
        }
        return applyChange(trx, userId, balance, {
          delta: -spent.delta,
          reason: 'refund',
          reference,
        });
      });
    },

    /** Credits a verified payment (reference: the payment id), once. */
    grantPurchase(userId: string, paymentId: string, credits: number): Promise<LedgerChange> {
      return change(userId, credits, 'purchase', paymentId);
    },

    /**
     * An operator's grant (+) or take-back (-), referenced `operator:<audit id>`: once per
     * action, never below zero (InsufficientCreditsError, with the balance, when it would be).
     */
    adjustByOperator(userId: string, delta: number, auditId: string): Promise<LedgerChange> {
      if (!Number.isInteger(delta) || delta === 0)
        throw new Error('delta must be a non-zero integer');
      return change(userId, delta, 'operator', `operator:${auditId}`);
    },

    /** `GET /credits/history`: the ledger, newest first, paged from 0. */
    async history(userId: string, page: number, size: number): Promise<CreditHistory> {
      await balance(userId); // opens the account, so a new user sees their signup grant
      const { rows, total } = await ledgerRepository(db).page(userId, page, size);
      return {
        content: rows.map((row) => ({
          id: row.id,
          delta: row.delta,
          reason: row.reason,
          reference: row.reference,
          balanceAfter: row.balance_after,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },
  };
}
export type CreditsService = ReturnType<typeof creditsService>;
