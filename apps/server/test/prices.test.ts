import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProviderCall } from '@reelsmith/studio';
import { describe, expect, it } from 'vitest';
import { LIST_PRICES, costOf, loadPrices } from '../src/services/usage/prices.js';

const call = (over: Partial<ProviderCall>): ProviderCall => ({
  role: 'script',
  provider: 'openai',
  model: 'gpt-4o-mini',
  attempt: 1,
  outcome: 'ok',
  durationMs: 10,
  ...over,
});

describe('the price table', () => {
  it('prices each role from its units at list price', () => {
    expect(costOf(LIST_PRICES, call({ inputTokens: 2000, outputTokens: 1000 }))).toBe(0.0009);
    const image = { role: 'images' as const, model: 'gpt-image-1', images: 1 };
    expect(
      costOf(LIST_PRICES, call({ ...image, imageSize: '1024x1536', imageQuality: 'high' })),
    ).toBe(0.25);
    // `auto` is priced as high: OpenAI often answers at high.
    expect(
      costOf(LIST_PRICES, call({ ...image, imageSize: '1024x1536', imageQuality: 'auto' })),
    ).toBe(0.25);
    expect(costOf(LIST_PRICES, call({ role: 'voice', model: 'tts-1', characters: 1000 }))).toBe(
      0.015,
    );
    expect(
      costOf(LIST_PRICES, call({ role: 'captions', model: 'whisper-1', transcribedSeconds: 30 })),
    ).toBe(0.003);
    expect(costOf(LIST_PRICES, call({ model: 'gpt-4o-mini-2024-07-18', inputTokens: 1e6 }))).toBe(
      0.15,
    );
  });

  it('costs 0 for built-in providers and failed calls, nothing known for an unpriced model', () => {
    expect(costOf(LIST_PRICES, call({ provider: 'builtin', model: 'espeak-ng' }))).toBe(0);
    expect(costOf(LIST_PRICES, call({ outcome: 'failed' }))).toBe(0);
    expect(costOf(LIST_PRICES, call({ model: 'llama3' }))).toBeUndefined();
    // OpenAI's names at another host are not OpenAI's prices.
    expect(costOf(LIST_PRICES, call({ provider: 'localhost:11434' }))).toBeUndefined();
  });

  it('takes PRICES_FILE over the table, and names a bad file', async () => {
    const file = path.join(tmpdir(), `prices-${randomBytes(4).toString('hex')}.json`);
    await writeFile(
      file,
      JSON.stringify({
        models: {
          'gpt-4o-mini': { inputPerMTok: 1, outputPerMTok: 1 },
          'localhost:11434/llama3': { inputPerMTok: 0, outputPerMTok: 0 },
        },
      }),
    );
    const prices = loadPrices(file);
    expect(costOf(prices, call({ inputTokens: 1e6 }))).toBe(1);
    expect(costOf(prices, call({ provider: 'localhost:11434', model: 'llama3' }))).toBe(0);
    expect(costOf(prices, call({ model: 'tts-1', role: 'voice', characters: 1e6 }))).toBe(15);
    await writeFile(file, JSON.stringify({ models: { x: { perToken: 1 } } }));
    expect(() => loadPrices(file)).toThrow(/PRICES_FILE .* is not a price table/);
  });
});
