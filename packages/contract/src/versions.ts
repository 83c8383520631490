import { z } from 'zod';
import { RENDER_STEPS } from './story.js';

/**
 * Free previews before paying and revisions after (docs/product/generations.md#preview,
 * #revisions; docs/decisions/0052-preview-and-revisions.md).
 */

/** Previews one project may make. */
export const MAX_PREVIEWS_PER_PROJECT = 5;
/** Previews one person may make in a day (the last 24 hours), whichever projects. */
export const MAX_PREVIEWS_PER_DAY = 20;
/** Revisions of a video its first credit pays for; later ones cost this many credits each. */
export const INCLUDED_REVISIONS = 1;
export const CREDITS_PER_REVISION = 1;

export const VERSION_MESSAGES = {
  previewProjectLimit: `A project can be previewed at most ${MAX_PREVIEWS_PER_PROJECT} times: finalize it to see the full video`,
  previewDayLimit: `You have made ${MAX_PREVIEWS_PER_DAY} previews in the last 24 hours: try again later, or finalize to see the full video`,
  previewNotNow: 'A preview is made before the video is finalized',
  previewRendering: 'A preview of this project is being made: wait for it to finish',
  previewFailed: 'We could not make the preview. Nothing was charged. Please try again.',
  notRevisable: 'Only a finished video can be edited and rendered again',
} as const;

export const PREVIEW_STATUSES = ['RENDERING', 'READY', 'FAILED'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** `GET /story/{id}/preview` and `POST /story/{id}/preview`. */
export const previewStateSchema = z.object({
  /** The latest preview; null before the first. */
  status: z.enum(PREVIEW_STATUSES).nullable(),
  currentStep: z.enum(RENDER_STEPS).nullable(),
  progress: z.number().min(0).max(100),
  errorMessage: z.string().nullable(),
  /** A short-lived signed link to the preview's MP4, once READY. */
  videoUrl: z.string().nullable(),
  /** Previews this project may still make, and the person today (the lower one counts). */
  previewsLeft: z.number().int().min(0),
  previewsLeftToday: z.number().int().min(0),
  /** This project's version (1: the first), and what finalizing it costs. */
  version: z.number().int().min(1),
  finalizeCredits: z.number().int().min(0),
  /** Once finished: what finalizing a revision of it would cost ("Edit and re-render"). */
  revisionCredits: z.number().int().min(0).nullable(),
});
export type PreviewState = z.infer<typeof previewStateSchema>;

/** `POST /story/video/{id}/revise`: the new version, open in the editor. */
export const reviseResponseSchema = z.object({
  projectId: z.string(),
  token: z.string(),
  version: z.number().int().min(1),
  /** What finalizing this revision costs: 0 when the video's credit includes it. */
  finalizeCredits: z.number().int().min(0),
});
export type ReviseResponse = z.infer<typeof reviseResponseSchema>;
