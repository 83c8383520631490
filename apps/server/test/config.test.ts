import { studioConfigFrom } from '@reelsmith/studio';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const secret = 'a-cookie-secret-of-at-least-32-characters';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('one configuration', () => {
  it("names every bad variable at once, the video engine's included", () => {
    const message = problems({ PORT: 'eighty', LLM_BASE_URL: 'not a url', VOICE_PROVIDER: 'x' });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}LLM_BASE_URL: /m);
    expect(message).toMatch(/^ {2}VOICE_PROVIDER: /m);
  });

  it('checks the engine variables the server used to leave to it', () => {
    expect(problems({ ESPEAK_ENGINE: 'fast' })).toMatch(/ESPEAK_ENGINE/);
    expect(problems({ STORY_PROVIDER: 'gpt' })).toMatch(/STORY_PROVIDER/);
    expect(problems({ RENDER_PRESET: 'placebo' })).toMatch(/RENDER_PRESET/);
  });

  it('gives the video engine its settings from the same configuration', () => {
    expect(studioConfigFrom(loadConfig({})).storyWriter).toEqual({ kind: 'builtin' });
    const remote = studioConfigFrom(loadConfig({ OPENAI_API_KEY: 'sk-x', LLM_MODEL: 'm' }));
    expect(remote.storyWriter).toEqual({
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'm',
    });
    expect(remote.voice).toMatchObject({ kind: 'openai' });
    // A variable set to nothing is unset, as for the server's own variables.
    const empty = studioConfigFrom(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: ' ' }));
    expect(empty.storyWriter).toEqual({ kind: 'builtin' });
  });

  it("defaults APP_URL to this server's own address, whatever PORT is", () => {
    expect(loadConfig({}).APP_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3900' }).APP_URL).toBe('http://localhost:3900');
    // Set to nothing is unset, as for the other variables.
    expect(loadConfig({ PORT: '3900', APP_URL: ' ' }).APP_URL).toBe('http://localhost:3900');
    expect(loadConfig({ PORT: '3900', APP_URL: 'https://reelsmith.example' }).APP_URL).toBe(
      'https://reelsmith.example',
    );
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });

  it('requires COOKIE_SECRET in production, named with the other problems', () => {
    expect(problems({ NODE_ENV: 'production' })).toMatch(/COOKIE_SECRET is required in production/);
    const both = problems({ NODE_ENV: 'production', PORT: '-1' });
    expect(both).toMatch(/^ {2}PORT: /m);
    expect(both).toMatch(/^ {2}COOKIE_SECRET: /m);
    expect(problems({ NODE_ENV: 'production', COOKIE_SECRET: 'short' })).toMatch(
      /COOKIE_SECRET must be at least 32 characters/,
    );
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: secret }).COOKIE_SECRET).toBe(
      secret,
    );
  });

  it('makes a random COOKIE_SECRET per process outside production', () => {
    const a = loadConfig({ NODE_ENV: 'development' }).COOKIE_SECRET;
    const b = loadConfig({ NODE_ENV: 'test', COOKIE_SECRET: '' }).COOKIE_SECRET;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it('stops the server before it opens anything, with every problem in one message', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reelsmith-config-'));
    try {
      const child = spawn(
        process.execPath,
        ['--conditions=@reelsmith/source', '--import', 'tsx', 'apps/server/src/server.ts'],
        {
          cwd: repoRoot,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            COOKIE_SECRET: '',
            DATA_DIR: dataDir,
            PORT: '0',
            LLM_BASE_URL: 'not a url',
            DATABASE_URL: '',
          },
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toMatch(/LLM_BASE_URL/);
      expect(stderr).toMatch(/COOKIE_SECRET/);
      // The database was never opened: PGlite would have created its directory.
      expect(await fs.readdir(dataDir)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
