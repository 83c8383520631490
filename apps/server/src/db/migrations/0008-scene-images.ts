/**
 * The owner's own pictures for scenes (docs/product/api.md#media): one row per upload, the file
 * in the file storage under `uploads/<generation>/<id>.webp`. The rows go with their project;
 * the files are removed by the service when the project is deleted.
 */
export default `
CREATE TABLE scene_images (
  id text PRIMARY KEY CHECK (id ~ '^[a-f0-9]{32}$'),
  generation_id uuid NOT NULL REFERENCES generations(id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scene_images_generation_idx ON scene_images (generation_id);
`;
