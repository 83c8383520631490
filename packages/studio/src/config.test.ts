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
    expect(config.illustrator).toMatchObject({ kind: 'openai', model: 'gpt-image-1' });
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

  it('names every bad variable at once', () => {
    expect(() => studioConfigFromEnv({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
    expect(() =>
      studioConfigFromEnv({ LLM_BASE_URL: 'not a url', IMAGE_PROVIDER: 'dall-e' }),
    ).toThrow(/LLM_BASE_URL[^]*IMAGE_PROVIDER/);
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
