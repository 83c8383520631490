import {
  generateStoryResponseSchema,
  type GenerateStoryRequest,
  type GenerateStoryResponse,
  type ScriptToVideoRequest,
} from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * What a generation starts from: a topic or prompt that the writer turns into a script (the
 * create screen), or the person's own script (the custom tool).
 */
export type GenerationSource =
  | { kind: 'topic'; request: GenerateStoryRequest }
  | { kind: 'script'; request: ScriptToVideoRequest };

const PATHS = {
  // Answers at once; a background job writes the script (docs/product/api.md#generate-story).
  topic: '/story/generate-story',
  // Split into scenes with no AI writing: STORY_READY at once (docs/product/api.md#script-to-video).
  script: '/story/from-script',
} as const satisfies Record<GenerationSource['kind'], string>;

/** POST /story/generate-story or /story/from-script: the new project's id and generation token. */
export async function startGeneration(source: GenerationSource): Promise<GenerateStoryResponse> {
  return generateStoryResponseSchema.parse(
    await apiRequest<unknown>(PATHS[source.kind], { method: 'POST', body: source.request }),
  );
}
