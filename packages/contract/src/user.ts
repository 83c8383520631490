import { z } from 'zod';
import {
  ART_STYLES,
  ASPECT_RATIOS,
  DEFAULT_LANGUAGE,
  DURATIONS,
  LANGUAGES,
  VOICES,
} from './catalog.js';
import { textSchema } from './common.js';
import { CAPTION_STYLES, renderOptionsSchema } from './generation.js';
import { SCRIPT_MAX_LENGTH } from './limits.js';
import {
  artStyleSchema,
  aspectRatioSchema,
  durationSchema,
  languageSchema,
  voiceSchema,
} from './story.js';

/**
 * The user's defaults (docs/product/screens-and-routes.md#settings): the create form and the
 * custom tool start from them, and a new project's captions and music come from them.
 */
export const userSettingsSchema = z.object({
  voice: z.enum(VOICES),
  /** null: the create form starts with no style chosen (its 'default' placeholder). */
  artStyle: z.enum(ART_STYLES).nullable(),
  aspectRatio: z.enum(ASPECT_RATIOS),
  duration: z.enum(DURATIONS),
  /** Script, narration and captions; English for rows saved before languages (no migration). */
  language: z.enum(LANGUAGES),
  captionsEnabled: z.boolean(),
  captionStyle: z.enum(CAPTION_STYLES),
  /** A bundled track id, 'auto' (by the story's mood) or 'none'. */
  musicTrack: renderOptionsSchema.shape.music.unwrap().shape.track.unwrap(),
  musicVolume: z.number().min(0).max(1),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  voice: 'alloy',
  artStyle: null,
  aspectRatio: '9:16',
  duration: 'short',
  language: DEFAULT_LANGUAGE,
  captionsEnabled: true,
  captionStyle: 'karaoke',
  musicTrack: 'auto',
  musicVolume: 0.5,
};

/** `GET /user/settings` and the answer of `PUT /user/settings`. */
export const userSettingsResponseSchema = z.object({
  email: z.string(),
  settings: userSettingsSchema,
});
export type UserSettingsResponse = z.infer<typeof userSettingsResponseSchema>;

/** `PUT /user/settings`: any of the defaults; the others keep their value. */
export const updateUserSettingsRequestSchema = z
  .object({
    voice: voiceSchema,
    artStyle: artStyleSchema.nullable(),
    aspectRatio: aspectRatioSchema,
    duration: durationSchema,
    language: languageSchema,
    captionsEnabled: z.boolean(),
    captionStyle: z.enum(CAPTION_STYLES, {
      message: `captionStyle must be one of ${CAPTION_STYLES.join(', ')}`,
    }),
    musicTrack: userSettingsSchema.shape.musicTrack,
    musicVolume: z
      .number()
      .min(0, { message: 'musicVolume must be between 0 and 1' })
      .max(1, { message: 'musicVolume must be between 0 and 1' }),
  })
  .partial()
  .strict();
export type UpdateUserSettingsRequest = z.infer<typeof updateUserSettingsRequestSchema>;

/** `DELETE /user/account`: confirmed by typing the account's email. */
export const deleteAccountRequestSchema = z.object({
  confirmEmail: textSchema
    .trim()
    .min(1, { message: 'Type your email address to confirm' })
    .max(254),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * `POST /story/from-script` (the custom tool, "Script to video"): the user's own script, split
 * into scenes with no AI writing; the project starts at STORY_READY.
 */
export const scriptToVideoRequestSchema = z.object({
  script: textSchema
    .trim()
    .min(1, { message: 'Paste a script first' })
    .max(SCRIPT_MAX_LENGTH, {
      message: `The script must be at most ${SCRIPT_MAX_LENGTH} characters`,
    }),
  artStyle: artStyleSchema,
  aspectRatio: aspectRatioSchema,
  duration: durationSchema,
  voice: voiceSchema,
  /** The script's language, for the narration's voice and the captions; English when absent. */
  language: languageSchema.optional(),
});
export type ScriptToVideoRequest = z.infer<typeof scriptToVideoRequestSchema>;

export const USER_MESSAGES = {
  confirmEmailMismatch: 'The email you typed does not match your account',
} as const;
