import {
  ASPECT_RATIO_DETAILS,
  type ArtStyle,
  type AspectRatio,
  type Scene,
} from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { friendlyMessage } from '../../../lib/api-client';
import type { ProjectRef } from '../api/get-generation';
import { scenePictureQueryOptions } from '../api/scene-pictures';

interface ScenePictureProps {
  project: ProjectRef;
  scene: Scene;
  look: { artStyle: ArtStyle; aspectRatio: AspectRatio };
  /** Names the picture for screen readers: "Scene 2 picture". */
  label: string;
}

/**
 * A scene's picture as the render will draw it (or the person's own), in the project's saved
 * art style and format: drawn on the server once and kept, so the render reuses it.
 */
export function ScenePicture({ project, scene, look, label }: ScenePictureProps) {
  const prompt = scene.imagePrompt.trim();
  const picture = useQuery({
    ...scenePictureQueryOptions(
      project,
      {
        imagePrompt: prompt,
        ...(scene.imageVariant === undefined ? {} : { imageVariant: scene.imageVariant }),
        ...(scene.imageId === undefined ? {} : { imageId: scene.imageId }),
      },
      look,
    ),
    enabled: prompt !== '',
  });
  const { width, height } = ASPECT_RATIO_DETAILS[look.aspectRatio];
  const style = { aspectRatio: `${width} / ${height}` };

  if (prompt === '') {
    return (
      <div className="scene-picture scene-picture-empty" style={style}>
        <span className="muted">Write an image prompt to see the picture</span>
      </div>
    );
  }
  if (picture.isError) {
    return (
      <div className="scene-picture scene-picture-empty" style={style} role="alert">
        <ImageOff size={20} aria-hidden="true" />
        <span>{friendlyMessage(picture.error)}</span>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void picture.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (picture.data === undefined) {
    return (
      <div className="scene-picture scene-picture-loading" style={style} role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">Drawing the picture of {label.toLowerCase()}</span>
      </div>
    );
  }
  const image = (
    <img
      className="scene-picture"
      style={style}
      src={picture.data.url}
      alt={label}
      data-image-id={scene.imageId}
      data-image-variant={scene.imageVariant ?? 0}
    />
  );
  if (picture.data.fallback === undefined) return image;
  return (
    <>
      {image}
      <p className="scene-picture-note muted">{picture.data.fallback}</p>
    </>
  );
}
