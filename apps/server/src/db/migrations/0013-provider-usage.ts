/**
 * What each video cost: one row per call to a provider (script, voice, images, captions,
 * moderation), failed calls, retries and fallbacks included, with its units and its price at
 * list prices; and the worker's CPU and wall seconds of each render attempt
 * (docs/decisions/0060-costs-and-limits.md).
 */
export default `
CREATE TABLE provider_calls (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  generation_id uuid REFERENCES generations(id) ON DELETE SET NULL,
  role text NOT NULL CHECK (role IN ('script','voice','images','captions','moderation')),
  provider text NOT NULL,
  model text NOT NULL,
  attempt integer NOT NULL DEFAULT 1,
  outcome text NOT NULL CHECK (outcome IN ('ok','failed','fell_back')),
  stage text NOT NULL CHECK (stage IN ('draft','render')),
  input_tokens integer, output_tokens integer, characters integer, audio_seconds real,
  images integer, image_size text, image_quality text, transcribed_seconds real,
  duration_ms integer NOT NULL,
  cost_usd numeric(12,6),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_calls_generation ON provider_calls (generation_id, created_at);
CREATE INDEX provider_calls_created ON provider_calls (created_at);
CREATE TABLE render_usage (
  generation_id uuid NOT NULL REFERENCES generations(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  cpu_seconds real NOT NULL,
  wall_seconds real NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (generation_id, attempt)
);
`;
