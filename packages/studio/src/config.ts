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
export const studioEnvSchema = z.object({
  OPENAI_API_KEY: unsetWhenEmpty(z.string().trim().min(1).optional()),
  /** No default here: a base URL set without a key switches the story writer to it. */
  LLM_BASE_URL: unsetWhenEmpty(z.url({ message: 'LLM_BASE_URL must be a URL' }).optional()),
  LLM_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('gpt-4o-mini')),
  TTS_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('gpt-4o-mini-tts')),
  IMAGE_MODEL: unsetWhenEmpty(z.string().trim().min(1).default('gpt-image-1')),
  /** Set to "builtin" to keep a role offline even with a key (e.g. LLM only). */
  STORY_PROVIDER: providerChoice,
  VOICE_PROVIDER: providerChoice,
  IMAGE_PROVIDER: providerChoice,
  FFMPEG_PATH: unsetWhenEmpty(z.string().trim().min(1).optional()),
  FFPROBE_PATH: unsetWhenEmpty(z.string().trim().min(1).optional()),
  /** Checked here; the built-in voice reads it when created (chooseEspeakEngine). */
  ESPEAK_ENGINE: unsetWhenEmpty(z.enum(['cli', 'wasm']).optional()),
});

/** The engine's variables once checked (a part of the server's configuration). */
export type StudioEnv = z.output<typeof studioEnvSchema>;

export type ProviderConfig =
  | { kind: 'builtin' }
  | { kind: 'openai'; baseUrl: string; apiKey?: string | undefined; model: string };

export interface StudioConfig {
  storyWriter: ProviderConfig;
  voice: ProviderConfig;
  illustrator: ProviderConfig;
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
}

/** The providers each role uses, from variables already checked by studioEnvSchema. */
export function studioConfigFrom(e: StudioEnv): StudioConfig {
  // A custom LLM_BASE_URL (Ollama, vLLM) needs no key; OpenAI itself does.
  const remote = e.OPENAI_API_KEY !== undefined || e.LLM_BASE_URL !== undefined;
  const baseUrl = e.LLM_BASE_URL ?? DEFAULT_LLM_BASE_URL;
  const role = (choice: 'auto' | 'builtin' | 'openai', model: string): ProviderConfig =>
    choice === 'openai' || (choice === 'auto' && remote)
      ? { kind: 'openai', baseUrl, apiKey: e.OPENAI_API_KEY, model }
      : { kind: 'builtin' };
  return {
    storyWriter: role(e.STORY_PROVIDER, e.LLM_MODEL),
    // Speech and images default to built-in unless a key is set: local LLM servers rarely
    // serve /audio/speech or /images/generations.
    voice: role(
      e.VOICE_PROVIDER === 'auto' && e.OPENAI_API_KEY === undefined ? 'builtin' : e.VOICE_PROVIDER,
      e.TTS_MODEL,
    ),
    illustrator: role(
      e.IMAGE_PROVIDER === 'auto' && e.OPENAI_API_KEY === undefined ? 'builtin' : e.IMAGE_PROVIDER,
      e.IMAGE_MODEL,
    ),
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
  };
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
