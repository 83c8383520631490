import { reviseResponseSchema } from '@reelsmith/contract';
import { apiRequest } from './api-client';
import { countOf } from './plural';

/** Revisions of finished videos (docs/product/generations.md#revisions). */

/** POST /story/video/{id}/revise: a new version of a finished video, open in the editor. */
export async function reviseVideo(videoId: string) {
  return reviseResponseSchema.parse(
    await apiRequest<unknown>(`/story/video/${encodeURIComponent(videoId)}/revise`, {
      method: 'POST',
    }),
  );
}

/** What a revision costs, in the words the buttons show before the click. */
export const revisionCostText = (credits: number) =>
  credits === 0 ? "Included in this video's credit" : `Costs ${countOf(credits, 'credit')}`;
