import { createHash } from 'node:crypto';
import { ERROR_CODES, MODERATION_MESSAGES, type Story } from '@reelsmith/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ModerationSource } from '../db/tables/operator.js';
import { HttpError } from '../errors.js';
import type { Moderator } from '../providers/moderation/moderator.js';
import { moderationRepository } from '../repositories/moderation.repository.js';
import type { Db } from '../repositories/transaction.js';
import { BoundedMap } from './bounded-map.js';
import type { GenerationsService } from './generations/index.js';

/** One moderation call, as the provider-usage ledger keeps it (role `moderation`, cost 0). */
export interface ModerationCall {
  userId: string;
  generationId: string | undefined;
  model: string;
  provider: string;
  outcome: 'ok' | 'failed';
  durationMs: number;
}

export interface ContentRulesDeps {
  db: Db;
  /** None when the content rules are off (MODERATION, providers/moderation/moderator.ts). */
  moderator: Moderator | undefined;
  log: FastifyBaseLogger;
}

/** How much of a flagged text the console keeps. */
const EXCERPT_LENGTH = 500;

/** The text of a story a person wrote or edited: what the moderation endpoint reads. */
export const storyText = (story: Story) =>
  [story.title, story.caption, ...story.scenes.flatMap((s) => [s.narration, s.imagePrompt])]
    .filter((part) => part.trim() !== '')
    .join('\n');

/**
 * The content rules (docs/product/content-rules.md): custom prompts, pasted scripts and edited
 * scripts are checked before anything is written, queued or spent. Flagged: 422, recorded for
 * the console. The endpoint failing: 503, nothing spent. A text that passed is not sent again
 * for an hour (editors save the same script many times).
 */
export function contentRulesService(deps: ContentRulesDeps) {
  const { moderator, log } = deps;
  const passed = new BoundedMap<string, true>(5_000, 60 * 60 * 1000);
  const flags = moderationRepository(deps.db);

  const record = async (call: ModerationCall) => {
    try {
      // Kept in provider_calls (role moderation, cost 0: omni-moderation-latest is free).
      await flags.recordCall(call);
    } catch (error) {
      log.warn({ err: error }, 'moderation call not recorded');
    }
  };

  /**
   * Checks `text`; resolves to a function that records the call against the project it led to
   * (a new project has no id before the check), or throws 422 or 503.
   */
  async function check(
    userId: string,
    source: ModerationSource,
    text: string,
    generationId?: string,
  ): Promise<(generationId?: string) => Promise<void>> {
    const done = async () => undefined;
    if (moderator === undefined) return done;
    const key = createHash('sha256').update(text).digest('base64url');
    if (passed.get(key) !== undefined) return done;
    const started = performance.now();
    const call = (outcome: 'ok' | 'failed', id: string | undefined): ModerationCall => ({
      userId,
      generationId: id,
      model: moderator.model,
      provider: moderator.provider,
      outcome,
      durationMs: Math.round(performance.now() - started),
    });
    let verdict;
    try {
      verdict = await moderator.check(text);
    } catch (error) {
      log.warn({ err: error, host: moderator.host }, 'moderation failed');
      await record(call('failed', generationId));
      throw new HttpError(503, MODERATION_MESSAGES.unavailable, ERROR_CODES.PROVIDER_FAILED);
    }
    const answered = call('ok', generationId);
    if (verdict.flagged) {
      await record(answered);
      await flags.recordFlag({
        userId,
        source,
        generationId,
        categories: verdict.categories,
        excerpt: text.slice(0, EXCERPT_LENGTH),
        model: moderator.model,
      });
      log.info({ userId, source, categories: verdict.categories }, 'content rules: flagged');
      throw new HttpError(
        422,
        source === 'prompt' ? MODERATION_MESSAGES.promptFlagged : MODERATION_MESSAGES.scriptFlagged,
        ERROR_CODES.UNPROCESSABLE,
      );
    }
    passed.set(key, true);
    if (generationId !== undefined) {
      await record(answered);
      return done;
    }
    return (id) => record({ ...answered, generationId: id });
  }

  return { enabled: moderator !== undefined, check };
}
export type ContentRules = ReturnType<typeof contentRulesService>;

/**
 * The generation calls that take text a person wrote, checked by the content rules first:
 * the rest of the service as it is.
 */
export function withContentRules(
  generations: GenerationsService,
  rules: ContentRules,
): GenerationsService {
  if (!rules.enabled) return generations;
  return {
    ...generations,
    async start(userId, request) {
      const [source, text] =
        'script' in request
          ? (['script', request.script] as const)
          : (['prompt', request.customPrompt] as const);
      const recordFor = text === undefined ? undefined : await rules.check(userId, source, text);
      const started = await generations.start(userId, request);
      await recordFor?.(started.projectId);
      return started;
    },
    async updateStory(userId, id, token, story) {
      await generations.owned(userId, id, token);
      await rules.check(userId, 'edit', storyText(story), id);
      return generations.updateStory(userId, id, token, story);
    },
    async saveSession(userId, id, token, state) {
      if (state.story !== undefined) {
        await generations.owned(userId, id, token);
        await rules.check(userId, 'edit', storyText(state.story), id);
      }
      return generations.saveSession(userId, id, token, state);
    },
  };
}
