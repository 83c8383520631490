import {
  DEFAULT_LANGUAGE,
  renderOptionsSchema,
  type GenerateStoryRequest,
  type RenderOptions,
  type ScriptToVideoRequest,
  type UpdateSettingsRequest,
  type UserSettings,
  type VideoSettings,
} from '@reelsmith/contract';
import type { GenerationRow } from '../../repositories/generations.repository.js';

/**
 * A project's settings are the contract's `VideoSettings` from the form to ffmpeg: stored as
 * they are here, answered by `settingsOf` (mappers.ts), and taken as they are by the engine's
 * writer and render (packages/studio). This is the one place that makes them from a request.
 */

/** What starts a project: the create form (a topic or a prompt) or the custom tool (a script). */
export type StartRequest = GenerateStoryRequest | ScriptToVideoRequest;

/** The settings of a new project, from either request. */
export const settingsFrom = (request: StartRequest): VideoSettings => ({
  ...('topic' in request && request.topic !== undefined ? { topic: request.topic } : {}),
  ...('customPrompt' in request && request.customPrompt !== undefined
    ? { customPrompt: request.customPrompt }
    : {}),
  artStyle: request.artStyle,
  aspectRatio: request.aspectRatio,
  duration: request.duration,
  voice: request.voice,
  language: request.language ?? DEFAULT_LANGUAGE,
});

/** A new project's captions and music: the user's defaults (docs/product/screens-and-routes.md#settings). */
export const renderOptionsFrom = (defaults: UserSettings): RenderOptions =>
  renderOptionsSchema.parse({
    captions: { enabled: defaults.captionsEnabled, style: defaults.captionStyle },
    music: { track: defaults.musicTrack, volume: defaults.musicVolume },
  });

/** The columns an edit of settings, captions and music writes (nothing without a change). */
export function settingsWith(row: GenerationRow, change: UpdateSettingsRequest | undefined) {
  if (change === undefined) return {};
  const { captions, music, endCard, ...video } = change;
  const options = renderOptionsSchema.parse(row.render_options);
  const settings: VideoSettings = { ...row.settings, ...video };
  return {
    settings,
    render_options: {
      captions: { ...options.captions, ...captions },
      music: { ...options.music, ...music },
      endCard: { ...options.endCard, ...endCard },
    },
  };
}
