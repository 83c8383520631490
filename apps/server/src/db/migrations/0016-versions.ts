/**
 * Previews and revisions (docs/decisions/0052-preview-and-revisions.md).
 *
 * - A project's free previews: the latest one's state on the row (`preview_*`), and one line
 *   per preview started in `generation_previews`, which counts them per project and per day
 *   (it outlives a discarded project, so a discard does not hand the day's previews back).
 * - Versions: a revision is a new project with `root_id` (the first version's id: its pictures'
 *   seed, and what groups the versions), `parent_id` (the version it was made from) and its
 *   `version` number. The first version's `included_revision` is the one revision its credit
 *   pays for, claimed when that revision is finalized. No foreign keys: deleting one version
 *   leaves the others as they are.
 */
export default `
ALTER TABLE generations
  ADD COLUMN root_id uuid,
  ADD COLUMN parent_id uuid,
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN included_revision uuid,
  ADD COLUMN preview_attempt integer NOT NULL DEFAULT 0 CHECK (preview_attempt >= 0),
  ADD COLUMN preview_status text CHECK (preview_status IN ('RENDERING', 'READY', 'FAILED')),
  ADD COLUMN preview_step text CHECK (preview_step IN ('VOICE', 'IMAGES', 'CAPTIONS', 'COMPOSING')),
  ADD COLUMN preview_progress real NOT NULL DEFAULT 0 CHECK (preview_progress BETWEEN 0 AND 100),
  ADD COLUMN preview_key text;
CREATE INDEX generations_root_idx ON generations (root_id) WHERE root_id IS NOT NULL;

CREATE TABLE generation_previews (
  generation_id uuid NOT NULL,
  attempt integer NOT NULL CHECK (attempt >= 1),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (generation_id, attempt)
);
CREATE INDEX generation_previews_user_idx ON generation_previews (user_id, created_at);
`;
