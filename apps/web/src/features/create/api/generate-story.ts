import {
  generateStoryResponseSchema,
  type GenerateStoryRequest,
  type GenerateStoryResponse,
} from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /story/generate-story: starts a generation and answers at once with its project id and
 * generation token; a background job writes the script (docs/product/api.md#generate-story).
 */
export async function generateStory(body: GenerateStoryRequest): Promise<GenerateStoryResponse> {
  return generateStoryResponseSchema.parse(
    await apiRequest<unknown>('/story/generate-story', { method: 'POST', body }),
  );
}
