import { z } from 'zod';
import { CAPTION_STYLES } from './generation.js';
import { pageOf, textSchema } from './common.js';
import { CUSTOM_PROMPT_MAX_LENGTH, SCRIPT_MAX_LENGTH } from './limits.js';
import { TOPIC_VALUES } from './catalog.js';
import {
  GENERATION_STATUSES,
  RENDER_STEPS,
  artStyleSchema,
  aspectRatioSchema,
  durationSchema,
  languageSchema,
  voiceSchema,
} from './story.js';

/** Videos in one `POST /api/v1/batches`. */
export const MAX_BATCH_VIDEOS = 50;
/** How long an `Idempotency-Key`'s first answer is replayed, as Stripe does. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Messages of the video API (docs/product/api.md#video-api); our wording. */
export const API_VIDEO_MESSAGES = {
  oneSource: 'Send exactly one of topic, customPrompt or script',
  idempotencyMismatch:
    'This Idempotency-Key was already used with a different request: use a new key for a new request',
  idempotencyKey: 'Idempotency-Key must be 1 to 255 visible characters',
  batchCredits: (needed: number, available: number) =>
    `Not enough credits: this batch needs ${needed}, you have ${available}`,
  batchEmpty: 'Add at least one video',
  batchTooBig: `A batch holds at most ${MAX_BATCH_VIDEOS} videos`,
  notFound: 'There is no such video',
} as const;

/**
 * `POST /api/v1/videos` (docs/product/api.md#video-api): one of a preset topic, a custom
 * prompt (the AI writes the script) or a ready script (split into scenes, no AI writing);
 * every other field defaults to the user's settings.
 */
export const createVideoRequestSchema = z
  .object({
    topic: textSchema
      .refine((t) => TOPIC_VALUES.includes(t), {
        message: 'topic must be one of the preset topics',
      })
      .optional()
      .describe('A preset topic (GET /api/catalog... or the create form lists them)'),
    customPrompt: textSchema
      .trim()
      .min(1, { message: 'customPrompt must not be blank' })
      .max(CUSTOM_PROMPT_MAX_LENGTH, {
        message: `customPrompt must be at most ${CUSTOM_PROMPT_MAX_LENGTH} characters`,
      })
      .optional()
      .describe('What the story is about, in your words; the AI writes the script'),
    script: textSchema
      .trim()
      .min(1, { message: 'script must not be blank' })
      .max(SCRIPT_MAX_LENGTH, {
        message: `script must be at most ${SCRIPT_MAX_LENGTH} characters`,
      })
      .optional()
      .describe('A ready script: narrated as written, a blank line between scenes'),
    voice: voiceSchema.optional(),
    artStyle: artStyleSchema.optional(),
    aspectRatio: aspectRatioSchema.optional().describe('The format: 9:16, 16:9 or 1:1'),
    duration: durationSchema.optional().describe('The length: short (30-60 s) or long (60-90 s)'),
    language: languageSchema.optional(),
    captionStyle: z
      .enum([...CAPTION_STYLES, 'none'])
      .optional()
      .describe('Burned-in captions, or none'),
    music: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'music must be a track id, auto or none')
      .optional()
      .describe('A bundled track id (GET /api/catalog/music), auto (by the mood) or none'),
    webhookUrl: z
      .url({ protocol: /^https?$/, message: 'webhookUrl must be an http or https URL' })
      .max(2000)
      .optional()
      .describe('Where video.completed and video.failed of this video are also sent'),
  })
  .refine(
    (v) =>
      [v.topic, v.customPrompt, v.script].filter((source) => source !== undefined).length === 1,
    { message: API_VIDEO_MESSAGES.oneSource, path: ['topic'] },
  );
export type CreateVideoRequest = z.infer<typeof createVideoRequestSchema>;

/** A video as `/api/v1` answers it. */
export const apiVideoSchema = z.object({
  id: z.string(),
  status: z.enum(GENERATION_STATUSES),
  /** While RENDERING: VOICE, IMAGES, CAPTIONS or COMPOSING (a string: OpenAPI 3.0 cannot say a nullable enum). */
  step: z
    .string()
    .nullable()
    .describe(`While RENDERING, the render's step: ${RENDER_STEPS.join(', ')}; otherwise null`),
  progress: z.number(),
  title: z.string().nullable(),
  /** Why it failed, when FAILED. */
  failureMessage: z.string().nullable(),
  /** When COMPLETED: the MP4, without a key, until `downloadUrlExpiresAt`. */
  downloadUrl: z.string().nullable(),
  downloadUrlExpiresAt: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  settings: z.object({
    topic: z.string().nullable(),
    customPrompt: z.string().nullable(),
    voice: z.string(),
    artStyle: z.string(),
    aspectRatio: z.string(),
    duration: z.string(),
    language: z.string(),
    captionStyle: z.string(),
    music: z.string(),
  }),
  webhookUrl: z.string().nullable(),
  batchId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the files go (7 days after completion). */
  expiresAt: z.string().nullable(),
});
export type ApiVideo = z.infer<typeof apiVideoSchema>;

export const apiVideoPageSchema = pageOf(apiVideoSchema);
export type ApiVideoPage = z.infer<typeof apiVideoPageSchema>;

export const deletedApiVideoSchema = z.object({
  deleted: z.boolean(),
  status: z.enum(GENERATION_STATUSES),
});

/** `Idempotency-Key`, as Stripe takes it. */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, API_VIDEO_MESSAGES.idempotencyKey)
    .optional()
    .describe(
      'Makes a retry safe: the same key with the same body within 24 hours answers the first answer again; with another body, 422',
    ),
});

/** `POST /api/v1/batches`: up to 50 videos, each a `POST /api/v1/videos` body. */
export const createBatchRequestSchema = z.object({
  videos: z
    .array(createVideoRequestSchema)
    .min(1, API_VIDEO_MESSAGES.batchEmpty)
    .max(MAX_BATCH_VIDEOS, API_VIDEO_MESSAGES.batchTooBig),
});
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

export const apiBatchSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Credits spent when it was accepted: one a video. */
  creditsSpent: z.number().int(),
  videos: z.array(apiVideoSchema),
});
export type ApiBatch = z.infer<typeof apiBatchSchema>;
