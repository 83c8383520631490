import { ERROR_CODES, scriptToVideoRequestSchema } from '@reelsmith/contract';
import { HttpError } from '../../errors.js';
import type { GenerationsService } from '../generations/index.js';
import type { McpCreateVideo, McpVideos } from './mcp-server.js';

const DEFAULTS = { artStyle: 'cinematic', aspectRatio: '9:16', duration: 'short', voice: 'alloy' };

/**
 * The MCP tools' videos on the generation module's own commands, until `/api/v1/videos`'s
 * service (issue 23 item 2, branch wt-api) replaces it: a ready script starts at STORY_READY
 * and is finalized at once (`continue`: one credit, the render queued). A topic or prompt
 * needs that service's write-then-render flow and is refused here.
 */
export function generationVideos(generations: GenerationsService, appUrl: string): McpVideos {
  const get = async (userId: string, id: string) => {
    const status = await generations.videoStatus(userId, id);
    return {
      id: status.id,
      status: status.status,
      currentStep: status.currentStep,
      progress: status.progress,
      title: status.title,
      errorMessage: status.errorMessage,
      durationSeconds: status.durationSeconds,
      createdAt: status.createdAt,
      expiresAt: status.expiresAt,
      downloadUrl: status.signedUrl === null ? null : `${appUrl}${status.signedUrl}`,
    };
  };
  return {
    async create(userId: string, input: McpCreateVideo) {
      if (input.script === undefined) {
        throw new HttpError(
          400,
          'script is required: topics and prompts come with /api/v1/videos',
          ERROR_CODES.VALIDATION,
        );
      }
      const parsed = scriptToVideoRequestSchema.safeParse({ ...DEFAULTS, ...input });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          400,
          `${issue?.path.join('.') ?? 'input'}: ${issue?.message ?? 'invalid'}`,
          ERROR_CODES.VALIDATION,
        );
      }
      const { projectId, token } = await generations.start(userId, parsed.data);
      await generations.continue(userId, projectId, token);
      return get(userId, projectId);
    },
    get,
    async list(userId: string, page: number, size: number) {
      return generations.page(userId, page, size, { includeDrafts: true });
    },
  };
}
