import {
  FREE_REDRAWS_HEADER,
  IMAGE_FALLBACK_HEADER,
  imageUploadResponseSchema,
  type ArtStyle,
  type AspectRatio,
  type ImagePreviewRequest,
} from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { freeRedraws } from './free-redraws';
import type { ProjectRef } from './get-generation';

/** A small picture as a data: URL: nothing to revoke when it leaves the cache. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });

/** A scene's picture, and why the built-in illustrator drew it when the image service failed. */
export interface ScenePictureData {
  url: string;
  fallback?: string;
}

/**
 * POST /story/{id}/images/preview: a scene's picture as the render will draw it, in the
 * project's saved art style and format (packages/contract/src/media.ts). The style and format
 * are in the key, so a change of either (once saved) draws again.
 */
export const scenePictureQueryOptions = (
  project: ProjectRef,
  picture: ImagePreviewRequest,
  look: { artStyle: ArtStyle; aspectRatio: AspectRatio },
) =>
  queryOptions({
    queryKey: ['scene-picture', project.projectId, look, picture] as const,
    queryFn: async ({ signal }): Promise<ScenePictureData> => {
      const seen: { fallback?: string } = {};
      const blob = await apiRequest<Blob>(
        `/story/${encodeURIComponent(project.projectId)}/images/preview`,
        {
          method: 'POST',
          generationToken: project.token,
          body: picture,
          signal,
          onHeaders: (headers) => {
            const fallback = headers.get(IMAGE_FALLBACK_HEADER);
            if (fallback !== null) seen.fallback = fallback;
            freeRedraws.heard(project.projectId, headers.get(FREE_REDRAWS_HEADER));
          },
        },
      );
      return { url: await dataUrlOf(blob), ...seen };
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: false,
  });

/** POST /story/{id}/images: the person's own picture (the raw file); answers its imageId. */
export async function uploadScenePicture(project: ProjectRef, file: File): Promise<string> {
  const { imageId } = imageUploadResponseSchema.parse(
    await apiRequest<unknown>(`/story/${encodeURIComponent(project.projectId)}/images`, {
      method: 'POST',
      generationToken: project.token,
      body: file,
    }),
  );
  return imageId;
}
