export default `
CREATE TABLE client_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  kind text NOT NULL,
  name text,
  message text NOT NULL,
  stack text,
  url text,
  user_agent text,
  request_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_errors_created_at_idx ON client_errors (created_at);
`;
