/**
 * `npm run bench:cost`: what one video costs at list prices with the default OpenAI set-up, by
 * role, for a short and a long video at each IMAGE_QUALITY, and each credit pack's margin after
 * Stripe's fee (docs/decisions/0060-costs-and-limits.md).
 *
 * The engine's real OpenAI clients write the script and render the video (ffmpeg and all)
 * against a local fake of OpenAI's API that answers with realistic `usage`
 * (apps/server/test/support/openai-api-fake.ts); every call the engine makes is recorded as the
 * server records it and priced with the server's price table, as if the fake were
 * api.openai.com. One render per length; the other qualities reprice the same image calls.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_PACKAGES } from '@reelsmith/contract';
import {
  createStudio,
  studioConfigFromEnv,
  type ProviderCall,
  type ProviderRole,
} from '@reelsmith/studio';
import { costOf, loadPrices } from '../apps/server/src/services/usage/prices.js';
import { startOpenAiApiFake } from '../apps/server/test/support/openai-api-fake.js';

const QUALITIES = ['low', 'medium', 'high', 'auto'] as const;
const DURATIONS = ['short', 'long'] as const;
const ROLES: ProviderRole[] = ['script', 'voice', 'captions', 'images', 'moderation'];
const DEFAULT_QUALITY: string =
  studioConfigFromEnv({ IMAGE_PROVIDER: 'openai' }).illustrator.kind === 'openai'
    ? ((studioConfigFromEnv({ IMAGE_PROVIDER: 'openai' }).illustrator as { quality?: string })
        .quality ?? 'auto')
    : 'auto';
const BUDGET_USD = 0.25;
const STRIPE = { percent: 0.029, fixed: 0.3 };

const prices = loadPrices(process.env.PRICES_FILE);
const fake = await startOpenAiApiFake();
const dir = await mkdtemp(path.join(tmpdir(), 'reelsmith-bench-cost-'));
const env = {
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: fake.baseUrl,
  // The README's defaults, unless the caller sets others.
  ...(process.env.LLM_MODEL === undefined ? {} : { LLM_MODEL: process.env.LLM_MODEL }),
  ...(process.env.IMAGE_MODEL === undefined ? {} : { IMAGE_MODEL: process.env.IMAGE_MODEL }),
  IMAGE_QUALITY: DEFAULT_QUALITY,
};
const usd = (n: number) => `$${n.toFixed(4)}`;

/** The calls of one generation: the script, then the render of every scene. */
async function generation(duration: (typeof DURATIONS)[number]): Promise<ProviderCall[]> {
  const calls: ProviderCall[] = [];
  const studio = createStudio(studioConfigFromEnv(env), {}, { onCall: (c) => calls.push(c) });
  const settings = {
    voice: 'nova',
    artStyle: 'cinematic',
    aspectRatio: '9:16',
    duration,
    topic: 'myths-mythology',
  } as const;
  const story = await studio.writeStory(settings);
  const started = performance.now();
  const result = await studio.render({
    story,
    settings,
    cacheDir: path.join(dir, `cache-${duration}`),
    workDir: path.join(dir, `work-${duration}`),
    outPath: path.join(dir, `${duration}.mp4`),
    seed: 7,
  });
  console.log(
    `${duration}: ${story.scenes.length} scenes, ${result.durationSeconds.toFixed(1)} s of video, ` +
      `${calls.length} calls, rendered in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.fallbacks.length > 0)
    throw new Error(`fallbacks: ${JSON.stringify(result.fallbacks)}`);
  return calls;
}

/** Cost by role at `quality`: the image calls repriced as if asked at it. */
function byRole(calls: ProviderCall[], quality: string): Record<ProviderRole, number> {
  const sums = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<ProviderRole, number>;
  for (const call of calls) {
    const asked =
      call.role === 'images'
        ? { ...call, imageQuality: quality === 'auto' ? 'high' : quality }
        : call;
    const cost = costOf(prices, { ...asked, provider: 'openai' });
    if (cost === undefined) throw new Error(`no price for ${call.model}`);
    sums[call.role] += cost;
  }
  return sums;
}

try {
  const results = new Map<string, Record<ProviderRole, number>>();
  for (const duration of DURATIONS) {
    const calls = await generation(duration);
    for (const quality of QUALITIES) results.set(`${duration}/${quality}`, byRole(calls, quality));
  }
  const total = (r: Record<ProviderRole, number>) => ROLES.reduce((n, role) => n + r[role], 0);

  console.log(`\nCost per video at list prices (${Object.keys(prices).length} priced models):\n`);
  console.log(`| video | IMAGE_QUALITY | ${ROLES.join(' | ')} | total |`);
  console.log(`|---|---|${ROLES.map(() => '---:').join('|')}|---:|`);
  for (const [key, r] of results) {
    const [duration, quality] = key.split('/');
    const mark = quality === DEFAULT_QUALITY ? ' (default)' : '';
    console.log(
      `| ${duration} | ${quality}${mark} | ${ROLES.map((role) => usd(r[role])).join(' | ')} | ${usd(total(r))} |`,
    );
  }

  const long = total(results.get(`long/${DEFAULT_QUALITY}`)!);
  const short = total(results.get(`short/${DEFAULT_QUALITY}`)!);
  console.log(`\nMargin per video of each pack after Stripe's fee (2.9% + $0.30 a payment):\n`);
  console.log(
    '| pack | price | credits | net per credit | margin, long video | margin, short video |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const pack of LOCAL_PACKAGES) {
    const net = (pack.price - (pack.price * STRIPE.percent + STRIPE.fixed)) / pack.credits;
    const pct = (cost: number) =>
      `${usd(net - cost)} (${(((net - cost) / net) * 100).toFixed(0)}%)`;
    console.log(
      `| ${pack.name} | $${pack.price.toFixed(2)} | ${pack.credits} | ${usd(net)} | ${pct(long)} | ${pct(short)} |`,
    );
  }
  const verdict = long <= BUDGET_USD ? 'within' : 'OVER';
  console.log(
    `\nThe default set-up's long video: ${usd(long)}, ${verdict} the $${BUDGET_USD.toFixed(2)} budget.`,
  );
  if (long > BUDGET_USD) process.exitCode = 1;
} finally {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
}
