/**
 * Generations (docs/decisions/0042-generations-and-jobs.md): a project from settings to a finished
 * video, with its status, step and progress, the story, and where its files are.
 *
 * - One active generation per user, enforced here by a partial unique index, so racing
 *   generate-story calls start exactly one.
 * - `render_attempt` counts paid renders: `continue` is attempt 1, each `retry` the next; the
 *   credit of attempt n is spent and refunded under the ledger reference `<id>` (n = 1) or
 *   `<id>#n`, so each is spent at most once and refunded at most once.
 * - server_secrets: random values made once per database and shared by every process (the
 *   generation token is an HMAC under one of them, so any API process can answer `active`).
 */
export default `
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE generations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN
    ('QUEUED', 'GENERATING_STORY', 'STORY_READY', 'RENDERING', 'COMPLETED', 'FAILED', 'CANCELLED')),
  current_step text CHECK (current_step IN ('VOICE', 'IMAGES', 'CAPTIONS', 'COMPOSING')),
  progress real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- What failed: 'story' (the script could not be written) or 'render'.
  failed_stage text CHECK (failed_stage IN ('story', 'render')),
  error_message text,
  settings jsonb NOT NULL,
  story jsonb,
  render_options jsonb NOT NULL DEFAULT '{}'::jsonb,
  regenerations integer NOT NULL DEFAULT 0 CHECK (regenerations >= 0),
  render_attempt integer NOT NULL DEFAULT 0 CHECK (render_attempt >= 0),
  video_key text,
  thumbnail_key text,
  video_bytes bigint,
  duration_seconds real,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  expires_at timestamptz,
  expired_at timestamptz
);
CREATE UNIQUE INDEX generations_one_active_per_user ON generations (user_id)
  WHERE status IN ('QUEUED', 'GENERATING_STORY', 'STORY_READY', 'RENDERING');
CREATE INDEX generations_user_created_idx ON generations (user_id, created_at DESC, id DESC);
CREATE INDEX generations_expiry_idx ON generations (expires_at)
  WHERE expires_at IS NOT NULL AND expired_at IS NULL;
`;
