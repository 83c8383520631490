import type { CaptionStyle, Scene } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectRef } from './get-generation';

/** What a still depends on, as the server has it saved: it is made again when one changes. */
export interface StillBasis {
  scene: Pick<Scene, 'narration' | 'imagePrompt' | 'imageVariant' | 'imageId'>;
  artStyle: string;
  aspectRatio: string;
  position: string;
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The still could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * GET /story/{id}/captions/{style}/still: the caption style drawn by the engine on the
 * project's first picture (a small WebP), as a data: URL.
 */
export const captionStillQueryOptions = (
  project: ProjectRef,
  style: CaptionStyle,
  basis: StillBasis,
) =>
  queryOptions({
    queryKey: ['caption-still', project.projectId, style, basis] as const,
    queryFn: async ({ signal }) =>
      dataUrlOf(
        await apiRequest<Blob>(
          `/story/${encodeURIComponent(project.projectId)}/captions/${style}/still`,
          { generationToken: project.token, signal },
        ),
      ),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
  });
