import { describe, expect, it } from 'vitest';
import { studioConfigFrom, studioConfigFromEnv, studioEnvSchema } from './config.js';
import { resolveMediaTools } from './compose/ffmpeg.js';

describe('studio configuration', () => {
  it('is fully offline with nothing set', () => {
    const config = studioConfigFromEnv({});
    expect(config.storyWriter).toEqual({ kind: 'builtin' });
    expect(config.voice).toEqual({ kind: 'builtin' });
    expect(config.illustrator).toEqual({ kind: 'builtin' });
  });

  it('uses the OpenAI-compatible API for every role with a key', () => {
    const config = studioConfigFromEnv({ OPENAI_API_KEY: 'sk-x', LLM_MODEL: 'gpt-4.1-mini' });
    expect(config.storyWriter).toEqual({
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'gpt-4.1-mini',
    });
    expect(config.voice).toMatchObject({ kind: 'openai', model: 'gpt-4o-mini-tts' });
    expect(config.illustrator).toMatchObject({
      kind: 'openai',
      model: 'gpt-image-1-mini',
      quality: 'medium',
    });
  });

  it('uses a local LLM server for stories only (Ollama, vLLM)', () => {
    const config = studioConfigFromEnv({
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'llama3.1',
    });
    expect(config.storyWriter).toMatchObject({
      kind: 'openai',
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(config.voice).toEqual({ kind: 'builtin' });
  });

  it('gives each role its own base URL and key, falling back to the shared ones', () => {
    const config = studioConfigFromEnv({
      OPENAI_API_KEY: 'sk-shared',
      OPENAI_BASE_URL: 'https://gateway.example/v1',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_API_KEY: 'ollama',
      TTS_BASE_URL: 'http://localhost:8880/v1',
      IMAGE_API_KEY: 'sk-images',
    });
    expect(config.storyWriter).toMatchObject({
      kind: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'ollama',
    });
    expect(config.voice).toMatchObject({
      kind: 'openai',
      baseUrl: 'http://localhost:8880/v1',
      apiKey: 'sk-shared',
    });
    expect(config.illustrator).toMatchObject({
      kind: 'openai',
      baseUrl: 'https://gateway.example/v1',
      apiKey: 'sk-images',
    });
  });

  it('switches a role on by its own base URL; a shared base URL alone switches only stories', () => {
    const own = studioConfigFromEnv({ TTS_BASE_URL: 'http://localhost:8880/v1' });
    expect(own.storyWriter).toEqual({ kind: 'builtin' });
    expect(own.voice).toMatchObject({ kind: 'openai', baseUrl: 'http://localhost:8880/v1' });
    expect(own.illustrator).toEqual({ kind: 'builtin' });
    const shared = studioConfigFromEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1' });
    expect(shared.storyWriter).toMatchObject({ kind: 'openai', apiKey: undefined });
    expect(shared.voice).toEqual({ kind: 'builtin' });
    expect(shared.illustrator).toEqual({ kind: 'builtin' });
    // A role key alone uses OpenAI itself for that role.
    const images = studioConfigFromEnv({ IMAGE_API_KEY: 'sk-i' });
    expect(images.illustrator).toMatchObject({ baseUrl: 'https://api.openai.com/v1' });
    expect(images.voice).toEqual({ kind: 'builtin' });
    expect(() => studioConfigFromEnv({ TTS_BASE_URL: 'nope' })).toThrow(/TTS_BASE_URL/);
  });

  it('names every bad variable at once', () => {
    expect(() => studioConfigFromEnv({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
    expect(() =>
      studioConfigFromEnv({ LLM_BASE_URL: 'not a url', IMAGE_PROVIDER: 'dall-e' }),
    ).toThrow(/LLM_BASE_URL[^]*IMAGE_PROVIDER/);
  });

  it("takes x264's preset for finished videos from RENDER_PRESET, veryfast by default", () => {
    expect(studioConfigFromEnv({}).renderPreset).toBe('veryfast');
    expect(studioConfigFromEnv({ RENDER_PRESET: 'superfast' }).renderPreset).toBe('superfast');
    expect(studioConfigFromEnv({ RENDER_PRESET: '' }).renderPreset).toBe('veryfast');
    expect(() => studioConfigFromEnv({ RENDER_PRESET: 'placebo' })).toThrow(
      /RENDER_PRESET must be one of ultrafast, superfast, veryfast, faster, fast/,
    );
  });

  it('counts a variable set to nothing as unset', () => {
    const config = studioConfigFromEnv({ LLM_BASE_URL: '', LLM_MODEL: '', OPENAI_API_KEY: ' ' });
    expect(config.storyWriter).toEqual({ kind: 'builtin' });
  });

  it('is built from variables already checked, without reading the environment', () => {
    const variables = studioEnvSchema.parse({ LLM_BASE_URL: 'http://localhost:11434/v1' });
    expect(studioConfigFrom(variables).storyWriter).toMatchObject({
      kind: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      model: 'gpt-4o-mini',
    });
  });

  it('picks ffmpeg: FFMPEG_PATH, else the PATH, else the npm build', () => {
    expect(resolveMediaTools({ FFMPEG_PATH: '/opt/ff', PATH: '' }).ffmpeg).toBe('/opt/ff');
    const npm = resolveMediaTools({ PATH: '' });
    expect(npm.source).toBe('npm');
    expect(npm.ffmpeg).toMatch(/@ffmpeg-installer/);
    expect(resolveMediaTools({ PATH: '/usr/bin' }).source).toBe(
      npm.ffmpeg === '/usr/bin/ffmpeg' ? 'npm' : 'system',
    );
  });
});

describe('IMAGE_SEED', () => {
  it("sends the project's seed to the images API only when set to true", () => {
    const remote = { IMAGE_BASE_URL: 'http://localhost:7860/v1' };
    expect(studioConfigFromEnv(remote).illustrator).not.toHaveProperty('sendSeed');
    expect(studioConfigFromEnv({ ...remote, IMAGE_SEED: 'true' }).illustrator).toMatchObject({
      kind: 'openai',
      sendSeed: true,
    });
    expect(studioConfigFromEnv({ IMAGE_SEED: 'true' }).illustrator).toEqual({ kind: 'builtin' });
    expect(() => studioConfigFromEnv({ IMAGE_SEED: 'yes' })).toThrow(
      /IMAGE_SEED must be true or false/,
    );
  });
});
