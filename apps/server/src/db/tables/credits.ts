import type { LedgerReason, PaymentProviderName, PaymentStatus } from '@reelsmith/contract';
import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

/** One row per user: the balance, kept in the same transaction as its ledger rows. */
export interface CreditAccountTable {
  user_id: string;
  /** Never below zero: CHECK (balance >= 0). */
  balance: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Append-only: a row per change of balance, unique per (reason, reference). */
export interface CreditLedgerTable {
  id: Generated<string>;
  /** Insertion order: rows written in one transaction share created_at. */
  seq: Generated<number>;
  user_id: string;
  delta: number;
  reason: LedgerReason;
  /** The object the change came from: a payment id, a project id, `signup:<user id>`. */
  reference: string;
  balance_after: number;
  created_at: GeneratedTimestamp;
}

export type PaymentKind = 'checkout' | 'intent';

/** A checkout or payment intent, with the package as it was when the payment began. */
export interface PaymentTable {
  id: string;
  user_id: string | null;
  provider: PaymentProviderName;
  kind: PaymentKind;
  package_id: string;
  package_name: string;
  credits: number;
  amount_cents: number;
  currency: string;
  status: Generated<PaymentStatus>;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  failure_message: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  succeeded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Provider webhook events already handled: a redelivery finds its id here. */
export interface PaymentEventTable {
  id: string;
  provider: PaymentProviderName;
  type: string;
  received_at: GeneratedTimestamp;
}

export type TestPaymentObjectStatus =
  'open' | 'complete' | 'expired' | 'requires_payment_method' | 'succeeded' | 'canceled';

/**
 * The built-in test provider's own records (its "Stripe account"): checkout sessions and
 * payment intents it issued. Only the test provider reads or writes them.
 */
export interface TestPaymentObjectTable {
  id: string;
  kind: PaymentKind;
  amount_cents: number;
  currency: string;
  status: TestPaymentObjectStatus;
  /** The payment id, user id and package id we asked it to carry, like Stripe metadata. */
  metadata: ColumnType<Record<string, string>, string, string>;
  client_secret: string | null;
  /** A completed checkout session's payment intent. */
  payment_intent_id: string | null;
  last_error: string | null;
  created_at: GeneratedTimestamp;
}

export interface CreditTables {
  credit_accounts: CreditAccountTable;
  credit_ledger: CreditLedgerTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  test_payment_objects: TestPaymentObjectTable;
}
