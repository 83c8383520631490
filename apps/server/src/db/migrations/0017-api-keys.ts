/**
 * API keys (docs/decisions/0070-developer-api.md): named keys a signed-in user makes for
 * programs. Only the SHA-256 of a key is stored, with its first characters (the prefix) to
 * tell keys apart in a list. Revoking or deleting a key announces `k:<id>` on the same
 * `session_changes` channel the session cache listens on (migration 0009), so every API
 * process stops accepting it when the change commits.
 *
 * `idempotency_keys` holds the first answer of each `Idempotency-Key` of a user for 24 hours
 * (Stripe's behaviour); `request_hash` tells a replay from a changed body.
 *
 * Videos made through `/api/v1` are generations with `origin = 'api'`: they render with no
 * editor step, so a user may have many active at once (a batch): the one-active index counts
 * only the web's. `prepaid`: its credit was spent when it was accepted and the render has not
 * started yet (the story job then starts it without spending again). `webhook_url`: where
 * its own `video.completed` / `video.failed` go. `batch_id`: the batch it came in.
 */
export default `
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at DESC);

CREATE FUNCTION notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'k:' || OLD.id::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER api_keys_changed
  AFTER UPDATE OF user_id, key_hash, revoked_at OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();

CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, route, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE video_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  size integer NOT NULL CHECK (size BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_batches_user_idx ON video_batches (user_id, created_at DESC);

ALTER TABLE generations
  ADD COLUMN origin text NOT NULL DEFAULT 'web' CHECK (origin IN ('web', 'api')),
  ADD COLUMN prepaid boolean NOT NULL DEFAULT false,
  ADD COLUMN webhook_url text,
  ADD COLUMN batch_id uuid REFERENCES video_batches(id) ON DELETE SET NULL,
  ADD COLUMN batch_index integer;
CREATE INDEX generations_batch_idx ON generations (batch_id) WHERE batch_id IS NOT NULL;
DROP INDEX generations_one_active_per_user;
CREATE UNIQUE INDEX generations_one_active_per_user ON generations (user_id)
  WHERE status IN ('QUEUED', 'GENERATING_STORY', 'STORY_READY', 'RENDERING') AND origin = 'web';
`;
