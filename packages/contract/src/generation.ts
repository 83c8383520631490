import { z } from 'zod';
import { pageOf, textSchema } from './common.js';
import {
  GENERATION_STATUSES,
  RENDER_STEPS,
  storySchema,
  videoSessionSchema,
  videoSettingsResponseSchema,
  artStyleSchema,
  aspectRatioSchema,
  durationSchema,
  voiceSchema,
} from './story.js';

/** Caption styles of the editor (product-decisions, Generations). */
export const CAPTION_STYLES = ['karaoke', 'word', 'boxed', 'outline', 'clean'] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];

/** The caption styles as people see them (docs/product/generations.md#captions). */
export const CAPTION_STYLE_DETAILS: Record<CaptionStyle, { label: string; description: string }> = {
  word: { label: 'One word at a time', description: 'Each word alone, as it is spoken' },
  karaoke: { label: 'Karaoke highlight', description: 'The line, with the spoken word lit up' },
  boxed: { label: 'Boxed highlight', description: 'The spoken word in a coloured box' },
  outline: { label: 'Bold outline', description: 'Big white words with a heavy outline' },
  clean: { label: 'Clean subtitle', description: 'Plain subtitles at the bottom' },
};

/** The end card's text: what it says unless the editor changes it, and its longest. */
export const END_CARD_DEFAULT_TEXT = 'Follow for part 2';
export const END_CARD_TEXT_MAX = 60;

const endCardTextSchema = textSchema
  .trim()
  .min(1, 'endCard.text must not be empty')
  .max(END_CARD_TEXT_MAX, `endCard.text must be at most ${END_CARD_TEXT_MAX} characters`);

/** An optional closing shot with a line of text, off by default (docs/product/generations.md#end-card). */
export const endCardSchema = z.object({
  enabled: z.boolean().default(false),
  text: endCardTextSchema.default(END_CARD_DEFAULT_TEXT),
});
export type EndCard = z.infer<typeof endCardSchema>;

/** What the editor sets besides the script: captions, background music and the end card. */
export const renderOptionsSchema = z.object({
  captions: z
    .object({
      enabled: z.boolean().default(true),
      style: z.enum(CAPTION_STYLES).default('karaoke'),
      position: z.enum(['top', 'middle', 'bottom']).default('bottom'),
    })
    .default({ enabled: true, style: 'karaoke', position: 'bottom' }),
  music: z
    .object({
      /** A bundled track id, 'auto' (by the story's mood) or 'none'. */
      track: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'music.track must be a track id, auto or none')
        .default('auto'),
      volume: z.number().min(0).max(1).default(0.5),
    })
    .default({ track: 'auto', volume: 0.5 }),
  endCard: endCardSchema.default({ enabled: false, text: END_CARD_DEFAULT_TEXT }),
});
export type RenderOptions = z.infer<typeof renderOptionsSchema>;
export type RenderOptionsInput = z.input<typeof renderOptionsSchema>;

/** `PUT /story/{id}/settings`: any of the create form's settings, captions, music, end card. */
export const updateSettingsRequestSchema = z
  .object({
    artStyle: artStyleSchema.optional(),
    aspectRatio: aspectRatioSchema.optional(),
    duration: durationSchema.optional(),
    voice: voiceSchema.optional(),
    captions: renderOptionsSchema.shape.captions.unwrap().partial().optional(),
    music: renderOptionsSchema.shape.music.unwrap().partial().optional(),
    // No defaults here: a change to one field must not reset the other.
    endCard: z
      .object({ enabled: z.boolean(), text: endCardTextSchema })
      .partial()
      .strict()
      .optional(),
  })
  .strict();
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

/**
 * A scene whose voice or picture the built-in provider made because the remote service failed
 * after its retries (docs/decisions/0017-provider-fallback.md). `scene` counts from 0.
 */
export const sceneFallbackSchema = z.object({
  scene: z.number().int().min(0),
  role: z.enum(['voice', 'image']),
  reason: z.string(),
});
export type SceneFallback = z.infer<typeof sceneFallbackSchema>;

/** `GET /story/{id}/status` and every call that changes a generation answer this. */
export const generationSchema = z.object({
  projectId: z.string(),
  status: z.enum(GENERATION_STATUSES),
  currentStep: z.enum(RENDER_STEPS).nullable(),
  progress: z.number().min(0).max(100),
  story: storySchema.nullable(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  settings: videoSettingsResponseSchema,
  renderOptions: renderOptionsSchema,
  /** A message a person can act on, when FAILED. */
  errorMessage: z.string().nullable(),
  regenerationsLeft: z.number().int().min(0),
  /** `story/video/{id}` once COMPLETED (and not expired). */
  videoUrl: z.string().nullable(),
  /** The last finished render's scene fallbacks (empty before one, and when none fell back). */
  fallbacks: z.array(sceneFallbackSchema).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

/** `GET /story/video/{id}/status`. */
export const videoStatusSchema = videoSessionSchema.extend({
  currentStep: z.enum(RENDER_STEPS).nullable(),
  errorMessage: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  expiresAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** A short-lived link that plays or downloads the video without a bearer header. */
  signedUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type VideoStatus = z.infer<typeof videoStatusSchema>;

/**
 * One entry of `GET /story/videos` and `GET /story/sessions`: the spec's video session, plus
 * what the dashboard shows of it (docs/product/api.md#sessions).
 */
export const videoListItemSchema = videoSessionSchema.extend({
  aspectRatio: videoSettingsResponseSchema.shape.aspectRatio,
  language: videoSettingsResponseSchema.shape.language,
  currentStep: z.enum(RENDER_STEPS).nullable(),
  errorMessage: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** A short-lived link to the thumbnail, while the video can be played. */
  thumbnailUrl: z.string().nullable(),
  /** Its version (1: the first) and the first version's id, which groups the versions. */
  version: z.number().int().min(1).optional(),
  versionOf: z.string().nullable().optional(),
  /** What finalizing a revision of it would cost (0: included in its credit), once finished. */
  revisionCredits: z.number().int().min(0).nullable().optional(),
});
export type VideoListItem = z.infer<typeof videoListItemSchema>;

export const videoPageSchema = pageOf(videoListItemSchema);
export type VideoPage = z.infer<typeof videoPageSchema>;

/** `POST|PUT /story/session/{id}`: the editor's state, saved (story, settings, options). */
export const saveSessionRequestSchema = z
  .object({
    story: storySchema.optional(),
    settings: updateSettingsRequestSchema.optional(),
  })
  .strict();
export type SaveSessionRequest = z.infer<typeof saveSessionRequestSchema>;

/** One event of `GET /story/{id}/events` (Server-Sent Events, event name `generation`). */
export const generationEventSchema = z.object({
  projectId: z.string(),
  status: z.enum(GENERATION_STATUSES),
  currentStep: z.enum(RENDER_STEPS).nullable(),
  progress: z.number(),
  errorMessage: z.string().nullable(),
});
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** What the Story calls answer besides the shared messages of errors.ts. */
export const GENERATION_MESSAGES = {
  tokenRequired: 'The Generation-Token header is required',
  tokenInvalid: 'Invalid generation token',
  storyNotReady: 'The script is not ready yet',
  notEditable: 'The script and settings can only be changed before the video is made',
  regenerationLimit: 'A script can be regenerated at most 3 times',
  notFailed: 'Only a failed generation can be retried',
  failedUseRetry: 'This generation failed: retry it to try again',
  discarded: 'This project was discarded',
  renderingNotDeletable: 'A video that is rendering cannot be deleted; delete it once it is done',
  videoNotReady: 'The video is not ready yet',
  videoExpired: 'This video has expired: videos are kept for 7 days after they are made',
  linkInvalid: 'This video link is invalid or has expired',
  // Failures a person can act on (stored on the generation when it ends as FAILED).
  storyFailed:
    'We could not write your script because the story writer did not answer properly. Nothing was charged. Please try again.',
  renderFailed: 'We could not make your video. Your credit was refunded. Please try again.',
  voiceFailed:
    'We could not record the narration because the voice service did not answer. Your credit was refunded. Please try again.',
  imagesFailed:
    'We could not draw the pictures because the image service did not answer. Your credit was refunded. Please try again.',
  composeFailed: 'We could not put the video together. Your credit was refunded. Please try again.',
  workerLost:
    'The server making your video stopped before it finished. Your credit was refunded. Please try again.',
} as const;

/**
 * `GET /story/session/{id}`: opens one of the owner's projects from a link (`/editor/{id}` from a
 * notification, the dashboard or a reload): the generation with its token. Bearer only: the
 * token is what the other calls then send (docs/product/api.md#opening-a-session).
 */
export const sessionResponseSchema = generationSchema.extend({ token: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
