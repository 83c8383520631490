import { activeGenerationSchema, type ActiveGeneration } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /story/active: the one active generation, with its token, when a new one is refused. */
export async function getActiveGeneration(): Promise<ActiveGeneration> {
  return activeGenerationSchema.parse(await apiRequest<unknown>('/story/active'));
}
