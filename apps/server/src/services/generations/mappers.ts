import {
  DEFAULT_LANGUAGE,
  MAX_REGENERATIONS,
  renderOptionsSchema,
  type Generation,
  type GenerationEvent,
  type Language,
  type VideoSession,
  type VideoSettings,
  type VideoStatus,
} from '@reelsmith/contract';
import type { GenerationRow } from '../../repositories/generations.repository.js';
import { videoPath } from './files.js';
import { shows } from './lifecycle.js';

/** A generation's rows as the API answers them: what each status shows comes from lifecycle.ts. */

/** Settings as answered (and as the engine takes them): projects made before languages were English. */
export function settingsOf(row: GenerationRow): VideoSettings & { language: Language } {
  return { ...row.settings, language: row.settings.language ?? DEFAULT_LANGUAGE };
}

export const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** Spec: COMPLETED forces progress to 100. */
const progressOf = (row: GenerationRow) => (shows.video(row.status) ? 100 : row.progress);
const stepOf = (row: GenerationRow) => (shows.step(row.status) ? row.current_step : null);
const errorOf = (row: GenerationRow) => (shows.error(row.status) ? row.error_message : null);
/** Its video can be watched: finished and not yet expired. */
export const playable = (row: GenerationRow) => shows.video(row.status) && row.expired_at === null;

/** The response of the Story calls for one generation. */
export function toGeneration(row: GenerationRow): Generation {
  return {
    projectId: row.id,
    status: row.status,
    currentStep: stepOf(row),
    progress: progressOf(row),
    story: row.story,
    title: row.story?.title ?? null,
    caption: row.story?.caption ?? null,
    settings: settingsOf(row),
    renderOptions: renderOptionsSchema.parse(row.render_options),
    errorMessage: errorOf(row),
    regenerationsLeft: Math.max(0, MAX_REGENERATIONS - row.regenerations),
    videoUrl: playable(row) ? videoPath(row.id) : null,
    fallbacks: shows.video(row.status) ? row.fallbacks : [],
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    completedAt: iso(row.completed_at),
    expiresAt: iso(row.expires_at),
    expiredAt: iso(row.expired_at),
  };
}

export function toVideoSession(row: GenerationRow): VideoSession {
  return {
    id: row.id,
    status: row.status,
    progress: progressOf(row),
    videoUrl: playable(row) ? videoPath(row.id) : null,
    title: row.story?.title ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** `GET /story/video/{id}/status`, its signed links made by the caller. */
export const toVideoStatus = (
  row: GenerationRow,
  links: { signedUrl: string | null; thumbnailUrl: string | null },
): VideoStatus => ({
  ...toVideoSession(row),
  currentStep: stepOf(row),
  errorMessage: errorOf(row),
  durationSeconds: row.duration_seconds,
  expiresAt: iso(row.expires_at),
  expiredAt: iso(row.expired_at),
  ...links,
});

/** One video of `GET /story/videos` and `GET /story/sessions`. */
export const toVideoListItem = (row: GenerationRow, thumbnailUrl: string | null) => ({
  ...toVideoSession(row),
  aspectRatio: row.settings.aspectRatio,
  language: row.settings.language ?? DEFAULT_LANGUAGE,
  currentStep: stepOf(row),
  errorMessage: errorOf(row),
  durationSeconds: row.duration_seconds,
  completedAt: iso(row.completed_at),
  expiresAt: iso(row.expires_at),
  expiredAt: iso(row.expired_at),
  thumbnailUrl,
});

export const toEvent = (row: GenerationRow): GenerationEvent => ({
  projectId: row.id,
  status: row.status,
  currentStep: stepOf(row),
  progress: progressOf(row),
  errorMessage: errorOf(row),
});

/** The contract's event, as the event bus carries it (events/generation-events.ts). */
export const toBusEvent = (event: GenerationEvent) => ({
  generationId: event.projectId,
  status: event.status,
  currentStep: event.currentStep,
  progress: event.progress,
  errorMessage: event.errorMessage,
});
