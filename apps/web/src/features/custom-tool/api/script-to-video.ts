import {
  generateStoryResponseSchema,
  type GenerateStoryResponse,
  type ScriptToVideoRequest,
} from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /story/from-script: the person's own script, split into scenes with no AI writing; the
 * project is STORY_READY at once (docs/product/api.md#script-to-video).
 */
export async function scriptToVideo(body: ScriptToVideoRequest): Promise<GenerateStoryResponse> {
  return generateStoryResponseSchema.parse(
    await apiRequest<unknown>('/story/from-script', { method: 'POST', body }),
  );
}
