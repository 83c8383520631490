import type { GenerationsService } from '../generations/index.js';
import type { MediaService } from '../media.service.js';
import type { UsageService } from './usage.service.js';

/**
 * The generations service with the limits on unpaid work in front of the calls that lead to
 * priced provider calls: a new project (DAILY_PROJECTS, 429) and a new script
 * (PROJECT_COST_CAP_USD, 409), and a free preview (the same cap). Ownership is checked first: a stranger's project is 404.
 */
export function generationsWithLimits(
  generations: GenerationsService,
  usage: UsageService,
): GenerationsService {
  return {
    ...generations,
    async start(userId, request) {
      await usage.checkNewProject(userId, !('script' in request));
      return generations.start(userId, request);
    },
    async regenerate(userId, id, token) {
      await generations.owned(userId, id, token);
      await usage.checkRewrite(id);
      return generations.regenerate(userId, id, token);
    },
    async startPreview(userId, id, token) {
      await generations.owned(userId, id, token);
      await usage.checkPreview(id);
      return generations.startPreview(userId, id, token);
    },
  };
}

/**
 * The media service whose scene previews are drawn in the project's draft context (their calls
 * recorded and limited) and answer how many free redraws are left.
 */
export function mediaWithUsage(
  media: MediaService,
  usage: UsageService,
): MediaService & {
  previewImage(
    ...args: Parameters<MediaService['previewImage']>
  ): Promise<Awaited<ReturnType<MediaService['previewImage']>> & { freeRedrawsLeft?: number }>;
} {
  return {
    ...media,
    async previewImage(userId, id, token, request) {
      const preview = await usage.run({ userId, generationId: id, stage: 'draft' }, () =>
        media.previewImage(userId, id, token, request),
      );
      const left = await usage.freeRedrawsLeft(id);
      return left === undefined ? preview : { ...preview, freeRedrawsLeft: left };
    },
  };
}
