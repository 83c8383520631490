/**
 * The user's defaults (docs/product/screens-and-routes.md#settings), and deleted accounts: the
 * user row stays (the ledger and payments hang on it) without personal data, marked deleted.
 */
export default `
CREATE TABLE user_settings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
`;
