import { z } from 'zod';
import {
  ART_STYLES,
  ASPECT_RATIOS,
  DURATIONS,
  LANGUAGES,
  TOPIC_VALUES,
  VOICES,
} from './catalog.js';
import { textSchema } from './common.js';
import { imageIdSchema, imageVariantSchema } from './media.js';
import { CUSTOM_PROMPT_MAX_LENGTH, SCRIPT_MAX_LENGTH, STYLE_GUIDE_MAX_LENGTH } from './limits.js';

export const voiceSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(VOICES, { message: `voice must be one of ${VOICES.join(', ')}` }),
);
export const artStyleSchema = z.enum(ART_STYLES, {
  message: 'artStyle must be one of the 20 art styles',
});
export const aspectRatioSchema = z.enum(ASPECT_RATIOS, {
  message: `aspectRatio must be one of ${ASPECT_RATIOS.join(', ')}`,
});
export const durationSchema = z.enum(DURATIONS, { message: 'duration must be short or long' });
export const languageSchema = z.enum(LANGUAGES, {
  message: `language must be one of ${LANGUAGES.join(', ')}`,
});

/**
 * The generate-story payload (docs/product/api.md#generate-story): a topic, or a custom
 * prompt, never both.
 */
export const generateStoryRequestSchema = z
  .object({
    topic: textSchema
      .refine((t) => TOPIC_VALUES.includes(t), {
        message: 'topic must be one of the preset topics',
      })
      .optional(),
    customPrompt: textSchema
      .trim()
      .min(1, { message: 'customPrompt must not be blank' })
      .max(CUSTOM_PROMPT_MAX_LENGTH, {
        message: `customPrompt must be at most ${CUSTOM_PROMPT_MAX_LENGTH} characters`,
      })
      .optional(),
    artStyle: artStyleSchema,
    aspectRatio: aspectRatioSchema,
    duration: durationSchema,
    voice: voiceSchema,
    /** Script, narration and captions; English when absent, so older payloads stay valid. */
    language: languageSchema.optional(),
  })
  .refine((v) => (v.topic === undefined) !== (v.customPrompt === undefined), {
    message: 'Send either topic or customPrompt',
    path: ['topic'],
  });
export type GenerateStoryRequest = z.infer<typeof generateStoryRequestSchema>;

export const generateStoryResponseSchema = z.object({
  projectId: z.string(),
  token: z.string(),
});
export type GenerateStoryResponse = z.infer<typeof generateStoryResponseSchema>;

export const GENERATION_STATUSES = [
  'QUEUED',
  'GENERATING_STORY',
  'STORY_READY',
  'RENDERING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const ACTIVE_STATUSES: readonly GenerationStatus[] = [
  'QUEUED',
  'GENERATING_STORY',
  'STORY_READY',
  'RENDERING',
];

export const RENDER_STEPS = ['VOICE', 'IMAGES', 'CAPTIONS', 'COMPOSING'] as const;
export type RenderStep = (typeof RENDER_STEPS)[number];

export const sceneSchema = z.object({
  narration: textSchema.trim().min(1).max(SCRIPT_MAX_LENGTH),
  imagePrompt: textSchema.trim().min(1).max(1000),
  /** Which drawing of the prompt (0, the first, when absent): "regenerate picture" adds one. */
  imageVariant: imageVariantSchema.optional(),
  /** The user's own picture (`POST /story/{id}/images`), used instead of a drawing. */
  imageId: imageIdSchema.optional(),
});
export type Scene = z.infer<typeof sceneSchema>;

/**
 * A story: title, caption (post text with hashtags) and scenes
 * (docs/product/generations.md#story-shape).
 */
export const storySchema = z
  .object({
    title: textSchema.trim().min(1).max(120),
    caption: textSchema.trim().max(2200),
    scenes: z.array(sceneSchema).min(1).max(20),
    /**
     * The look every picture shares (characters, palette, setting), written with the story and
     * added to every image prompt. Optional: stories written before it stay valid.
     */
    styleGuide: textSchema
      .trim()
      .max(STYLE_GUIDE_MAX_LENGTH, {
        message: `styleGuide must be at most ${STYLE_GUIDE_MAX_LENGTH} characters`,
      })
      .optional(),
  })
  .refine((s) => s.scenes.reduce((n, sc) => n + sc.narration.length, 0) <= SCRIPT_MAX_LENGTH, {
    message: `The script must be at most ${SCRIPT_MAX_LENGTH} characters`,
    path: ['scenes'],
  });
export type Story = z.infer<typeof storySchema>;

export const videoSettingsSchema = z.object({
  topic: z.string().optional(),
  customPrompt: z.string().max(CUSTOM_PROMPT_MAX_LENGTH).optional(),
  artStyle: artStyleSchema,
  aspectRatio: aspectRatioSchema,
  duration: durationSchema,
  voice: voiceSchema,
  /** Absent on projects made before languages: English. */
  language: languageSchema.optional(),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

/** Settings as the server answers them (no input transforms: responses are encoded). */
export const videoSettingsResponseSchema = videoSettingsSchema.extend({
  voice: z.enum(VOICES),
  /** Always answered: English for projects made before languages. */
  language: z.enum(LANGUAGES),
});

export const activeGenerationSchema = z.object({
  hasActiveGeneration: z.boolean(),
  projectId: z.string().optional(),
  token: z.string().optional(),
  generationToken: z.string().optional(),
  status: z.enum(GENERATION_STATUSES).optional(),
  currentStep: z.enum(RENDER_STEPS).nullable().optional(),
  progress: z.number().optional(),
  story: storySchema.nullable().optional(),
  settings: videoSettingsResponseSchema.optional(),
  title: z.string().nullable().optional(),
  caption: z.string().nullable().optional(),
});
export type ActiveGeneration = z.infer<typeof activeGenerationSchema>;

export const videoSessionSchema = z.object({
  id: z.string(),
  status: z.enum(GENERATION_STATUSES),
  progress: z.number(),
  videoUrl: z.string().nullable(),
  title: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoSession = z.infer<typeof videoSessionSchema>;

export const updateStoryRequestSchema = z.object({ story: storySchema });
