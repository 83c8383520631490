import { readFileSync } from 'node:fs';
import type { ProviderCall } from '@reelsmith/studio';
import { z } from 'zod';

/**
 * List prices in US dollars of the models the README names, as OpenAI published them on
 * `PRICES_AS_OF` (https://platform.openai.com/docs/pricing). Keys are model names for OpenAI's
 * own API (`api.openai.com`); `PRICES_FILE` adds `host/model` keys for other servers, or
 * overrides these. A model not found is unpriced: its calls cost NULL and it is logged once.
 */
export const PRICES_AS_OF = '2025-10-01';

const perImageSchema = z.record(z.string(), z.record(z.string(), z.number().min(0)));
export const modelPriceSchema = z
  .object({
    /** Per million input (prompt, text) tokens. */
    inputPerMTok: z.number().min(0),
    /** Per million output (completion) tokens. */
    outputPerMTok: z.number().min(0),
    /** Speech: per million characters spoken. */
    perMCharacters: z.number().min(0),
    /** Speech: per minute of audio made. */
    perAudioMinute: z.number().min(0),
    /** Transcription: per minute of audio heard. */
    perTranscribedMinute: z.number().min(0),
    /** Images: per picture by quality (as sent; `auto` is priced as `high`) and size. */
    perImage: perImageSchema,
  })
  .partial()
  .strict();
export type ModelPrice = z.infer<typeof modelPriceSchema>;

export const pricesFileSchema = z.object({
  asOf: z.string().optional(),
  models: z.record(z.string(), modelPriceSchema),
});

const sizes = (square: number, tall: number) => ({
  '1024x1024': square,
  '1024x1536': tall,
  '1536x1024': tall,
});

export const LIST_PRICES: Readonly<Record<string, ModelPrice>> = {
  // Script writing (chat completions).
  'gpt-4o-mini': { inputPerMTok: 0.15, outputPerMTok: 0.6 },
  'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 },
  'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 },
  'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  'gpt-4.1-nano': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
  'gpt-5': { inputPerMTok: 1.25, outputPerMTok: 10 },
  'gpt-5-mini': { inputPerMTok: 0.25, outputPerMTok: 2 },
  'gpt-5-nano': { inputPerMTok: 0.05, outputPerMTok: 0.4 },
  // Speech. gpt-4o-mini-tts: $0.60 per million text tokens (about 4 characters each) and
  // $12 per million audio tokens, which OpenAI puts at $0.015 a minute.
  'gpt-4o-mini-tts': { perMCharacters: 0.15, perAudioMinute: 0.015 },
  'tts-1': { perMCharacters: 15 },
  'tts-1-hd': { perMCharacters: 30 },
  // Transcription (the captions' word times).
  'whisper-1': { perTranscribedMinute: 0.006 },
  'gpt-4o-transcribe': { perTranscribedMinute: 0.006 },
  'gpt-4o-mini-transcribe': { perTranscribedMinute: 0.003 },
  // Images: per picture, plus the prompt's text tokens.
  'gpt-image-1': {
    inputPerMTok: 5,
    perImage: {
      low: sizes(0.011, 0.016),
      medium: sizes(0.042, 0.063),
      high: sizes(0.167, 0.25),
    },
  },
  'gpt-image-1-mini': {
    inputPerMTok: 2,
    perImage: {
      low: sizes(0.005, 0.006),
      medium: sizes(0.011, 0.015),
      high: sizes(0.036, 0.052),
    },
  },
  'dall-e-3': {
    perImage: {
      standard: { '1024x1024': 0.04, '1024x1792': 0.08, '1792x1024': 0.08 },
      hd: { '1024x1024': 0.08, '1024x1792': 0.12, '1792x1024': 0.12 },
    },
  },
  'dall-e-2': { perImage: { auto: { '1024x1024': 0.02, '512x512': 0.018, '256x256': 0.016 } } },
  // Moderation is free.
  'omni-moderation-latest': { inputPerMTok: 0, outputPerMTok: 0 },
  'text-moderation-latest': { inputPerMTok: 0, outputPerMTok: 0 },
};

/** The built-in table with `PRICES_FILE` laid over it; throws naming a bad file. */
export function loadPrices(file: string | undefined): Record<string, ModelPrice> {
  if (file === undefined) return { ...LIST_PRICES };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`PRICES_FILE ${file} is not readable JSON: ${String(error)}`);
  }
  const checked = pricesFileSchema.safeParse(parsed);
  if (!checked.success) {
    const lines = checked.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`PRICES_FILE ${file} is not a price table:\n${lines.join('\n')}`);
  }
  return { ...LIST_PRICES, ...checked.data.models };
}

/** The price of a model at a provider: `host/model`, then (OpenAI itself) `model`, undated. */
export function priceOf(
  prices: Readonly<Record<string, ModelPrice>>,
  provider: string,
  model: string,
): ModelPrice | undefined {
  const undated = model.replace(/-\d{4}-\d{2}-\d{2}$/, '');
  const keys =
    provider === 'openai'
      ? [`api.openai.com/${model}`, `openai/${model}`, model, undated]
      : [`${provider}/${model}`, `${provider}/${undated}`];
  for (const key of keys) if (prices[key] !== undefined) return prices[key];
  return undefined;
}

const perImage = (price: ModelPrice, quality: string | undefined, size: string | undefined) => {
  const table = price.perImage ?? {};
  const byQuality =
    table[quality === undefined || quality === 'auto' ? 'high' : quality] ??
    table.high ??
    table.auto ??
    Object.values(table)[0];
  if (byQuality === undefined) return 0;
  // An unknown size is priced as the dearest of the quality's sizes.
  return byQuality[size ?? ''] ?? Math.max(0, ...Object.values(byQuality));
};

/**
 * What a call cost in US dollars at list price: 0 for the built-in providers and for failed
 * calls to a priced model (the APIs charge answers only), undefined for an unpriced model.
 */
export function costOf(
  prices: Readonly<Record<string, ModelPrice>>,
  call: ProviderCall,
): number | undefined {
  if (call.provider === 'builtin') return 0;
  const price = priceOf(prices, call.provider, call.model);
  if (price === undefined) return undefined;
  if (call.outcome === 'failed') return 0;
  const perM = (units: number | undefined, rate: number | undefined) =>
    ((units ?? 0) * (rate ?? 0)) / 1_000_000;
  const perMinute = (seconds: number | undefined, rate: number | undefined) =>
    ((seconds ?? 0) * (rate ?? 0)) / 60;
  let cost =
    perM(call.inputTokens, price.inputPerMTok) +
    perM(call.characters, price.perMCharacters) +
    perMinute(call.audioSeconds, price.perAudioMinute) +
    perMinute(call.transcribedSeconds, price.perTranscribedMinute);
  if (call.role === 'images') {
    cost += (call.images ?? 1) * perImage(price, call.imageQuality, call.imageSize);
  } else {
    cost += perM(call.outputTokens, price.outputPerMTok);
  }
  // numeric(12,6): whole millionths of a dollar.
  return Math.round(cost * 1_000_000) / 1_000_000;
}
