import type {
  GenerationStatus,
  RenderOptions,
  RenderStep,
  SceneFallback,
  Story,
  VideoSettings,
} from '@reelsmith/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ServerSecretTable {
  name: string;
  value: Buffer;
  created_at: GeneratedTimestamp;
}

/** A project from settings to a finished video (migration 0006). */
export interface GenerationTable {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<GenerationStatus, GenerationStatus | undefined, GenerationStatus>;
  current_step: RenderStep | null;
  progress: ColumnType<number, number | undefined, number>;
  failed_stage: 'story' | 'render' | null;
  error_message: string | null;
  settings: JSONColumnType<VideoSettings>;
  story: JSONColumnType<Story | null, string | null | undefined, string | null>;
  render_options: JSONColumnType<RenderOptions, string | undefined, string>;
  regenerations: ColumnType<number, number | undefined, number>;
  render_attempt: ColumnType<number, number | undefined, number>;
  video_key: string | null;
  thumbnail_key: string | null;
  video_bytes: number | null;
  duration_seconds: number | null;
  /** The finished render's scene fallbacks (migration 0010). */
  fallbacks: JSONColumnType<SceneFallback[], string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  expired_at: NullableTimestamp;
  /** Versions (migration 0016): the first version's id, the one this was made from, its number. */
  root_id: ColumnType<string | null, string | null | undefined, string | null>;
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
  /** On a first version: the revision its credit paid for, once finalized. */
  included_revision: ColumnType<string | null, string | null | undefined, string | null>;
  /** The latest free preview (migration 0016). */
  preview_attempt: ColumnType<number, number | undefined, number>;
  preview_status: ColumnType<
    'RENDERING' | 'READY' | 'FAILED' | null,
    'RENDERING' | 'READY' | 'FAILED' | null | undefined,
    'RENDERING' | 'READY' | 'FAILED' | null
  >;
  preview_step: ColumnType<RenderStep | null, RenderStep | null | undefined, RenderStep | null>;
  preview_progress: ColumnType<number, number | undefined, number>;
  preview_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'api' for videos made through `/api/v1` (migration 0017): no editor step. */
  origin: ColumnType<'web' | 'api', 'web' | 'api' | undefined, 'web' | 'api'>;
  /** Its credit is spent and its render not started yet (migration 0017). */
  prepaid: ColumnType<boolean, boolean | undefined, boolean>;
  /** Where this video's own webhook events go (`webhookUrl`, migration 0017). */
  webhook_url: string | null;
  batch_id: string | null;
  /** Its place in the batch, from 0. */
  batch_index: number | null;
}

/** One free preview started (migration 0016): counted per project and per day. */
export interface GenerationPreviewTable {
  generation_id: string;
  attempt: number;
  user_id: string;
  created_at: GeneratedTimestamp;
}

/** A batch of API videos (migration 0017). */
export interface VideoBatchTable {
  id: Generated<string>;
  user_id: string;
  size: number;
  created_at: GeneratedTimestamp;
}

/** A picture its owner uploaded for a project's scenes (migration 0008). */
export interface SceneImageTable {
  id: string;
  generation_id: string;
  storage_key: string;
  bytes: number;
  width: number;
  height: number;
  created_at: GeneratedTimestamp;
}

export interface GenerationTables {
  server_secrets: ServerSecretTable;
  generations: GenerationTable;
  scene_images: SceneImageTable;
  generation_previews: GenerationPreviewTable;
  video_batches: VideoBatchTable;
}
