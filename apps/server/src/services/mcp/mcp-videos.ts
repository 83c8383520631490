import { ERROR_CODES, createVideoRequestSchema } from '@reelsmith/contract';
import { HttpError } from '../../errors.js';
import type { ApiVideosService } from '../api-videos.service.js';
import type { McpCreateVideo, McpVideos } from './mcp-server.js';

/**
 * The MCP tools' videos: the `/api/v1/videos` service itself (decision 0070), so a video made
 * by an agent is made, charged, refunded and answered exactly as one made by a program. The
 * arguments are checked by the same contract schema as `POST /api/v1/videos`'s body.
 */
export function mcpVideos(videos: Pick<ApiVideosService, 'create' | 'get' | 'list'>): McpVideos {
  return {
    async create(userId: string, input: McpCreateVideo) {
      const parsed = createVideoRequestSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') ?? '';
        const message = issue?.message ?? 'invalid arguments';
        throw new HttpError(
          400,
          field === '' || message.startsWith(field) ? message : `${field}: ${message}`,
          ERROR_CODES.VALIDATION,
        );
      }
      return (await videos.create(userId, parsed.data)).body;
    },
    get: (userId, id) => videos.get(userId, id),
    list: (userId, page, size) => videos.list(userId, page, size),
  };
}
