/**
 * Webhooks (docs/decisions/0071-webhooks-and-mcp.md): the endpoints users register, one
 * delivery per event and receiver (the `webhook-id` its attempts share), and every attempt.
 * An endpoint-less delivery goes to a URL given with one video (`endpoint_id` null) and keeps
 * its own secret. The secret signs (HMAC-SHA256), so it is stored as it is.
 */
export default `
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user ON webhook_endpoints (user_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint_id uuid REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  url text NOT NULL,
  secret text,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'gone')),
  attempts integer NOT NULL DEFAULT 0,
  window_tries integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (endpoint_id IS NOT NULL OR secret IS NOT NULL)
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at);

CREATE TABLE webhook_attempts (
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (delivery_id, attempt)
);
`;
