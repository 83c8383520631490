import { AsyncLocalStorage } from 'node:async_hooks';
import { ERROR_CODES, PAID_DRAWINGS_PER_SCENE, USAGE_MESSAGES } from '@reelsmith/contract';
import type { ProviderCall, ProviderRole, StudioConfig, StudioUsageHooks } from '@reelsmith/studio';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderCallStage } from '../../db/tables/usage.js';
import { HttpError, conflict } from '../../errors.js';
import { generationsRepository } from '../../repositories/generations.repository.js';
import { providerCallsRepository } from '../../repositories/provider-calls.repository.js';
import type { Db } from '../../repositories/transaction.js';
import { costOf, priceOf, type ModelPrice } from './prices.js';

/** Who a provider call is for: set around a request or a job (`run`). */
export interface UsageContext {
  userId: string;
  generationId: string;
  stage: ProviderCallStage;
}

export interface UsageLimits {
  PICTURE_REDRAWS: number;
  DAILY_PROJECTS: number;
  PROJECT_COST_CAP_USD: number;
}

/** Where the calls of a context wait to be written, so that `run` returns after them. */
interface Scope extends UsageContext {
  pending: Promise<unknown>[];
}

const roleOfConfig = {
  script: 'storyWriter',
  voice: 'voice',
  captions: 'voice',
  images: 'illustrator',
} as const;

/**
 * Records every provider call with its cost (docs/decisions/0060-costs-and-limits.md) and
 * keeps the limits on unpaid work. Calls made inside `run` are linked to its user and
 * generation; the limits are asked before each remote call that may be paid.
 */
export function usageService(deps: {
  db: Db;
  prices: Readonly<Record<string, ModelPrice>>;
  limits: UsageLimits;
  studio: StudioConfig;
  logger: FastifyBaseLogger;
}) {
  const { db, prices, limits, logger } = deps;
  const calls = providerCallsRepository(db);
  const scopes = new AsyncLocalStorage<Scope>();
  const warned = new Set<string>();

  /** Whether the configured provider of a role is a priced (paying) one. */
  const pricedRole = (role: Exclude<ProviderRole, 'moderation'>): boolean => {
    const config = deps.studio[roleOfConfig[role]];
    if (config.kind !== 'openai') return false;
    const model = role === 'captions' ? (config.transcribeModel ?? 'whisper-1') : config.model;
    // The limits count priced calls only: an unpriced model's calls are not counted.
    return priceOf(prices, providerOf(config.baseUrl), model) !== undefined;
  };

  function record(call: ProviderCall): void {
    const scope = scopes.getStore();
    const cost = costOf(prices, call);
    if (cost === undefined && !warned.has(`${call.provider}/${call.model}`)) {
      warned.add(`${call.provider}/${call.model}`);
      logger.warn(
        { provider: call.provider, model: call.model, role: call.role },
        'a model without a price: its calls are recorded as unpriced (set PRICES_FILE)',
      );
    }
    const write = calls
      .insert({
        user_id: scope?.userId ?? null,
        generation_id: scope?.generationId ?? null,
        role: call.role,
        provider: call.provider,
        model: call.model,
        attempt: call.attempt,
        outcome: call.outcome,
        stage: scope?.stage ?? 'draft',
        input_tokens: call.inputTokens ?? null,
        output_tokens: call.outputTokens ?? null,
        characters: call.characters ?? null,
        audio_seconds: call.audioSeconds ?? null,
        images: call.images ?? null,
        image_size: call.imageSize ?? null,
        image_quality: call.imageQuality ?? null,
        transcribed_seconds: call.transcribedSeconds ?? null,
        duration_ms: Math.max(0, Math.round(call.durationMs)),
        cost_usd: cost ?? null,
      })
      .catch((err: unknown) => logger.warn({ err }, 'provider call not recorded'));
    scope?.pending.push(write);
  }

  /** The project's paid drawings before finalize, and how many it may make in all. */
  async function drawings(generationId: string) {
    const row = await generationsRepository(db).find(generationId);
    const scenes = row?.story?.scenes.length ?? 0;
    const allowed = PAID_DRAWINGS_PER_SCENE * scenes + limits.PICTURE_REDRAWS;
    return { scenes, allowed, drawn: await calls.paidDrawings(generationId) };
  }

  async function checkCostCap(generationId: string): Promise<void> {
    if ((await calls.draftCost(generationId)) >= limits.PROJECT_COST_CAP_USD) {
      throw conflict(USAGE_MESSAGES.projectCostCap);
    }
  }

  /** Asked before each remote call: refuses past the limits of a project before finalize. */
  async function beforeCall(role: ProviderRole): Promise<void> {
    const scope = scopes.getStore();
    if (scope === undefined || scope.stage !== 'draft' || role === 'moderation') return;
    // What this context wrote so far counts: wait for it.
    await Promise.all(scope.pending);
    await checkCostCap(scope.generationId);
    if (role === 'images' && pricedRole('images')) {
      const { allowed, drawn } = await drawings(scope.generationId);
      if (drawn >= allowed) throw conflict(USAGE_MESSAGES.redrawLimit);
    }
  }

  return {
    /** For createStudio: every call recorded, every remote one asked first. */
    hooks: { onCall: record, beforeCall } satisfies StudioUsageHooks,

    /** Runs `fn` with its provider calls linked to `context`; resolves once they are written. */
    async run<T>(context: UsageContext, fn: () => Promise<T>): Promise<T> {
      const scope: Scope = { ...context, pending: [] };
      try {
        return await scopes.run(scope, fn);
      } finally {
        await Promise.all(scope.pending);
      }
    },

    /** Free redraws left for the editor: undefined when pictures are drawn for free. */
    async freeRedrawsLeft(generationId: string): Promise<number | undefined> {
      if (!pricedRole('images')) return undefined;
      const { scenes, allowed, drawn } = await drawings(generationId);
      // First drawings of scenes not drawn yet are not redraws.
      return Math.max(0, allowed - Math.max(drawn, scenes));
    },

    /** Before a new project: at most DAILY_PROJECTS unfinished priced ones a day (429). */
    async checkNewProject(userId: string, writes: boolean): Promise<void> {
      const writerPriced = writes && pricedRole('script');
      const started = await calls.unfinishedPricedProjects(userId, writerPriced);
      if (started >= limits.DAILY_PROJECTS) {
        throw new HttpError(429, USAGE_MESSAGES.dailyProjects, ERROR_CODES.TOO_MANY_REQUESTS);
      }
    },

    /** Before a new script for a project: its unpaid cost under the cap (409). */
    async checkRewrite(generationId: string): Promise<void> {
      if (pricedRole('script')) await checkCostCap(generationId);
    },

    /** A free preview speaks and draws what the final will reuse: within the cost cap (409). */
    async checkPreview(generationId: string): Promise<void> {
      if (pricedRole('voice') || pricedRole('images')) await checkCostCap(generationId);
    },

    /** Per-generation sums and calls, for the console and the tests. */
    calls,
  };
}
export type UsageService = ReturnType<typeof usageService>;

/** 'openai' for OpenAI's own API, otherwise its host (as the engine reports calls). */
function providerOf(baseUrl: string): string {
  try {
    const host = new URL(baseUrl).host;
    return host === 'api.openai.com' ? 'openai' : host;
  } catch {
    return 'unknown';
  }
}
