/**
 * The operator's console and the content rules (docs/decisions/0061-operator-console-and-metrics.md).
 *
 * - credit_ledger takes a fifth reason, `operator`: credits an operator grants (+N) or takes
 *   back (-N), referenced `operator:<admin_audit id>`, so each action moves credits once.
 * - admin_audit: every operator action, who did it, to whom, and why; kept when either
 *   person's account is deleted (their ids become NULL, the emails stay).
 * - moderation_flags: custom prompts and scripts the moderation endpoint flagged; nothing
 *   else is written for them.
 */
export default `
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check
  CHECK (reason IN ('purchase', 'video', 'refund', 'grant', 'operator'));

CREATE TABLE admin_audit (
  id uuid PRIMARY KEY,
  seq integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  operator_id uuid REFERENCES users(id) ON DELETE SET NULL,
  operator_email text NOT NULL,
  action text NOT NULL CHECK (action IN ('credits.grant', 'credits.take_back')),
  target_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  target_email text,
  amount integer,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  balance_after integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_seq_idx ON admin_audit (seq DESC);

CREATE TABLE moderation_flags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('prompt', 'script', 'edit')),
  generation_id uuid,
  categories text[] NOT NULL,
  excerpt text NOT NULL,
  model text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_flags_created_idx ON moderation_flags (created_at DESC);
`;
