import { z } from 'zod';

/**
 * The engine's configuration, read once from the environment and checked by a schema that
 * names the bad variable. With nothing set, every role is the offline built-in one.
 */
const envSchema = z.object({
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  LLM_BASE_URL: z
    .url({ message: 'LLM_BASE_URL must be a URL' })
    .default('https://api.openai.com/v1'),
  LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  TTS_MODEL: z.string().trim().min(1).default('gpt-4o-mini-tts'),
  IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  /** Set to "builtin" to keep a role offline even with a key (e.g. LLM only). */
  STORY_PROVIDER: z.enum(['auto', 'builtin', 'openai']).default('auto'),
  VOICE_PROVIDER: z.enum(['auto', 'builtin', 'openai']).default('auto'),
  IMAGE_PROVIDER: z.enum(['auto', 'builtin', 'openai']).default('auto'),
  FFMPEG_PATH: z.string().trim().min(1).optional(),
  FFPROBE_PATH: z.string().trim().min(1).optional(),
});

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

export function studioConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): StudioConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid studio configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  // A custom LLM_BASE_URL (Ollama, vLLM) needs no key; OpenAI itself does.
  const remote = e.OPENAI_API_KEY !== undefined || env.LLM_BASE_URL !== undefined;
  const role = (choice: 'auto' | 'builtin' | 'openai', model: string): ProviderConfig =>
    choice === 'openai' || (choice === 'auto' && remote)
      ? { kind: 'openai', baseUrl: e.LLM_BASE_URL, apiKey: e.OPENAI_API_KEY, model }
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
