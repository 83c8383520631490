/**
 * Credits and payments (docs/decisions/0030-credit-ledger.md, 0031-payments.md).
 *
 * - credit_accounts: one row per user, the balance, never below zero (CHECK).
 * - credit_ledger: append-only, one row per change of balance, unique per (reason, reference)
 *   so that retries and races cannot count a purchase, a video or a refund twice.
 * - payments: one row per checkout or payment intent, with a snapshot of the package at the
 *   time it began; provider object ids are unique.
 * - payment_events: provider webhook events already handled, by id.
 * - test_payment_objects: the built-in test provider's own sessions and intents.
 */
export default `
CREATE TABLE credit_accounts (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0 CONSTRAINT credit_accounts_balance_check CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE credit_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL REFERENCES credit_accounts(user_id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL CHECK (reason IN ('purchase', 'video', 'refund', 'grant')),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 200),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT credit_ledger_reason_reference_key UNIQUE (reason, reference)
);
CREATE INDEX credit_ledger_user_seq_idx ON credit_ledger (user_id, seq DESC);

-- Append-only: a ledger row is never changed, and only leaves with its account (account
-- deletion cascades, which runs this trigger one level deeper).
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'credit_ledger is append-only';
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept without the person when an account is deleted (product-decisions, Settings).
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  kind text NOT NULL CHECK (kind IN ('checkout', 'intent')),
  package_id text NOT NULL,
  package_name text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  checkout_session_id text CONSTRAINT payments_checkout_session_id_key UNIQUE,
  payment_intent_id text CONSTRAINT payments_payment_intent_id_key UNIQUE,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  succeeded_at timestamptz,
  CHECK (kind <> 'checkout' OR checkout_session_id IS NOT NULL),
  CHECK (kind <> 'intent' OR payment_intent_id IS NOT NULL)
);
CREATE INDEX payments_user_created_idx ON payments (user_id, created_at DESC);

CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_payment_objects (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('checkout', 'intent')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  status text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  client_secret text,
  payment_intent_id text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
