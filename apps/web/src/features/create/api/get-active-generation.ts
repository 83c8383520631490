import { activeGenerationSchema, type ActiveGeneration } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /story/active: the person's active generation, with its token, if there is one. */
export async function getActiveGeneration(): Promise<ActiveGeneration> {
  return activeGenerationSchema.parse(await apiRequest<unknown>('/story/active'));
}
