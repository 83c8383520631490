import { z } from 'zod';

/** A variable set to nothing (`LLM_MODEL=`) counts as unset, as it does in a shell. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );

const providerChoice = unsetWhenEmpty(z.enum(['auto', 'builtin', 'openai']).default('auto'));

export const DEFAULT_LLM_BASE_URL = 'https://api.openai.com/v1';

/**
 * The engine's environment variables. The server merges them into its one configuration
 * schema (checked once at start, every bad variable named); the CLI reads them through
 * studioConfigFromEnv. With nothing set, every role is the offline built-in one.
 */
const optionalKey = unsetWhenEmpty(z.string().trim().min(1).optional());
const optionalUrl = (name: string) =>
  unsetWhenEmpty(z.url({ message: `${name} must be a URL` }).optional());

/** x264's presets a finished video may be encoded with, fastest first. */
export const RENDER_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast'] as const;
export type RenderPreset = (typeof RENDER_PRESETS)[number];

export const studioEnvSchema = z.object({
  /** The shared settings: every role falls back to them. */
  OPENAI_API_KEY: optionalKey,
  OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL'),
  /** Per role (script, speech, images). No default here: a base URL set without a key switches its role to it. */
  LLM_BASE_URL: optionalUrl('LLM_BASE_URL'),
  LLM_API_KEY: optionalKey,
  TTS_BASE_URL: optionalUrl('TTS_BASE_URL'),
  TTS_API_KEY: optionalKey,
  IMAGE_BASE_URL: optionalUrl('IMAGE_BASE_URL'),
  IMAGE_API_KEY: optionalKey,
  LLM_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('gpt-4o-mini')),
  TTS_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('gpt-4o-mini-tts')),
  /** Word timestamps for the captions, from the speech endpoint's `/audio/transcriptions`. */
  TRANSCRIBE_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('whisper-1')),
  IMAGE_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('gpt-image-1-mini')),
  /**
   * The `quality` of every image request. `medium` with gpt-image-1-mini keeps a long video's
   * cost at list prices under $0.25 (docs/decisions/0060-costs-and-limits.md); `auto` lets the
   * API choose, often `high`.
   */
  IMAGE_QUALITY: unsetWhenEmpty(
    z
      .enum(['low', 'medium', 'high', 'auto'], {
        message: 'IMAGE_QUALITY must be low, medium, high or auto',
      })
      .default('medium'),
  ),
  /**
   * Send each project's fixed seed with every image request. Off by default: OpenAI's images
   * API takes no seed (it refuses unknown parameters); many local servers take one.
   */
  IMAGE_SEED: unsetWhenEmpty(
    z
      .enum(['true', 'false'], { message: 'IMAGE_SEED must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  ),
  /** Set to "builtin" to keep a role offline even with a key (e.g. LLM only). */
  STORY_PROVIDER: providerChoice,
  VOICE_PROVIDER: providerChoice,
  IMAGE_PROVIDER: providerChoice,
  FFMPEG_PATH: unsetWhenEmpty(z.string().trim().min(1).optional()),
  FFPROBE_PATH: unsetWhenEmpty(z.string().trim().min(1).optional()),
  /**
   * x264's preset for finished videos: `veryfast` (field notes: the best time for the quality
   * here); a faster one trades a larger file for less CPU (docs/decisions/0072).
   */
  RENDER_PRESET: unsetWhenEmpty(
    z
      .enum(RENDER_PRESETS, {
        message: `RENDER_PRESET must be one of ${RENDER_PRESETS.join(', ')}`,
      })
      .default('veryfast'),
  ),
  /** Checked here; the built-in voice reads it when created (chooseEspeakEngine). */
  ESPEAK_ENGINE: unsetWhenEmpty(z.enum(['cli', 'wasm']).optional()),
});

/** The engine's variables once checked (a part of the server's configuration). */
export type StudioEnv = z.output<typeof studioEnvSchema>;

export type ImageQuality = 'low' | 'medium' | 'high' | 'auto';

export type ProviderConfig =
  | { kind: 'builtin' }
  | {
      kind: 'openai';
      baseUrl: string;
      apiKey?: string | undefined;
      model: string;
      /** Images only: send the project's seed (IMAGE_SEED). */
      sendSeed?: boolean;
      /** Images only: the `quality` sent (IMAGE_QUALITY). */
      quality?: ImageQuality | undefined;
      /** The voice role only: the model that times the captions' words. */
      transcribeModel?: string | undefined;
    };

export interface StudioConfig {
  storyWriter: ProviderConfig;
  voice: ProviderConfig;
  illustrator: ProviderConfig;
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
  /** x264's preset for finished videos (RENDER_PRESET); `veryfast` when unset. */
  renderPreset?: RenderPreset | undefined;
}

/**
 * The providers each role uses, from variables already checked by studioEnvSchema. Each role
 * has its own base URL and key (LLM_*, TTS_*, IMAGE_*), falling back to the shared
 * OPENAI_BASE_URL and OPENAI_API_KEY, then to OpenAI itself.
 */
export function studioConfigFrom(e: StudioEnv): StudioConfig {
  const role = (
    choice: 'auto' | 'builtin' | 'openai',
    own: { baseUrl: string | undefined; apiKey: string | undefined },
    model: string,
    /** The shared base URL alone (no key) also switches this role on. */
    sharedUrlSwitchesOn: boolean,
  ): ProviderConfig => {
    const apiKey = own.apiKey ?? e.OPENAI_API_KEY;
    const remote =
      apiKey !== undefined ||
      own.baseUrl !== undefined ||
      (sharedUrlSwitchesOn && e.OPENAI_BASE_URL !== undefined);
    return choice === 'openai' || (choice === 'auto' && remote)
      ? {
          kind: 'openai',
          baseUrl: own.baseUrl ?? e.OPENAI_BASE_URL ?? DEFAULT_LLM_BASE_URL,
          apiKey,
          model,
        }
      : { kind: 'builtin' };
  };
  return {
    // A local LLM server (Ollama, vLLM) needs no key; OpenAI itself does.
    storyWriter: role(
      e.STORY_PROVIDER,
      { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY },
      e.LLM_MODEL,
      true,
    ),
    // Speech and images stay built-in when only a shared base URL is set: local LLM servers
    // rarely serve /audio/speech or /images/generations. Their own base URL or a key switches them.
    voice: withTranscription(
      role(
        e.VOICE_PROVIDER,
        { baseUrl: e.TTS_BASE_URL, apiKey: e.TTS_API_KEY },
        e.TTS_MODEL,
        false,
      ),
      e.TRANSCRIBE_MODEL,
    ),
    illustrator: withQuality(
      withSeed(
        role(
          e.IMAGE_PROVIDER,
          { baseUrl: e.IMAGE_BASE_URL, apiKey: e.IMAGE_API_KEY },
          e.IMAGE_MODEL,
          false,
        ),
        e.IMAGE_SEED,
      ),
      e.IMAGE_QUALITY,
    ),
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    renderPreset: e.RENDER_PRESET,
  };
}

function withSeed(config: ProviderConfig, sendSeed: boolean): ProviderConfig {
  return config.kind === 'openai' && sendSeed ? { ...config, sendSeed } : config;
}

function withQuality(config: ProviderConfig, quality: ImageQuality): ProviderConfig {
  return config.kind === 'openai' ? { ...config, quality } : config;
}

/** A remote voice also transcribes its clips (same endpoint) to time the captions. */
function withTranscription(voice: ProviderConfig, transcribeModel: string): ProviderConfig {
  return voice.kind === 'openai' ? { ...voice, transcribeModel } : voice;
}

/**
 * For the CLI, tests and benchmarks: the engine's variables read from `env` through the same
 * schema. Every bad variable is named in one error.
 */
export function studioConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): StudioConfig {
  const parsed = studioEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid studio configuration:\n${lines.join('\n')}`);
  }
  return studioConfigFrom(parsed.data);
}
