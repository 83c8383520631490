import type { ArtStyle, Story } from '@reelsmith/contract';
import { createHash } from 'node:crypto';
import { frameOverlay } from '../../images/frame-overlay.js';
import type { Illustrator } from '../../images/illustrator.js';
import { contentKey, mapLimit } from '../cache.js';
import type { ArtifactCache } from '../cache.js';
import { sceneImageOrFallback, scenePlanes } from '../scene-image.js';
import { findSubject } from '../subject.js';
import type { Subject } from '../subject.js';
import type { RenderSettings } from '../types.js';
import type { StageContext } from './context.js';

export interface PicturesStageInput {
  story: Story;
  settings: RenderSettings;
  width: number;
  height: number;
  seed: number;
  illustrator: Illustrator;
  /** The built-in illustrator standing in for a remote one that still fails. */
  fallback?: Illustrator | undefined;
  uploadedImage?: ((imageId: string) => Promise<string>) | undefined;
}

export interface PicturesStageOutput {
  /** One picture per scene at the output size, in scene order. */
  images: string[];
  /** Where each picture's subject is, for the close-ups. */
  subjects: Subject[];
  /**
   * Scene i's picture as a back and a front plane, for a parallax shot: drawn (and cached) when
   * asked, by the compose stage for the scenes that have such a shot; undefined for a picture
   * that fell back, an upload, or an illustrator that does not draw by depth.
   */
  planesOf: (i: number) => Promise<{ back: string; front: string } | undefined>;
  /** Scene index to the reason its picture fell back. */
  fallbacks: Map<number, string>;
}

/**
 * IMAGES: one picture per scene at the output size (sceneImage: what the editor's preview
 * shows), seeded by the scene's own prompt and variant so an edit elsewhere does not redraw
 * it; an uploaded image is cover-fitted instead.
 */
export async function picturesStage(
  ctx: StageContext,
  input: PicturesStageInput,
): Promise<PicturesStageOutput> {
  const { cache, signal, report } = ctx;
  const { story, settings, width, height, seed } = input;
  report('IMAGES', 0);
  let drawn = 0;
  const fallbacks = new Map<number, string>();
  const images = await mapLimit(story.scenes, 2, async (scene, i) => {
    const made = await sceneImageOrFallback(
      { primary: input.illustrator, fallback: input.fallback },
      cache,
      {
        scene,
        style: settings.artStyle,
        width,
        height,
        seed,
        styleGuide: story.styleGuide,
        uploadedImage: input.uploadedImage,
        signal,
      },
    );
    if (made.fallback !== undefined) fallbacks.set(i, made.fallback);
    const subject = await findSubject(cache, made.path);
    report('IMAGES', ++drawn / story.scenes.length);
    return { path: made.path, subject };
  });
  return {
    images: images.map((m) => m.path),
    subjects: images.map((m) => m.subject),
    planesOf: (i: number) =>
      fallbacks.has(i) || story.scenes[i] === undefined
        ? Promise.resolve(undefined)
        : scenePlanes(input.illustrator, cache, {
            scene: story.scenes[i],
            style: settings.artStyle,
            width,
            height,
            seed,
            styleGuide: story.styleGuide,
            signal,
          }),
    fallbacks,
  };
}

/**
 * The style's frame-fixed overlay (letterbox, gears, vignette, grain) as a cached PNG of
 * `width` x `height`, the frame it goes over (a preview's is smaller than the final's), laid
 * on after the camera move; undefined for a style with none. Every scene of the style gets it,
 * as the editor's previews show it (scenePreview). Drawn once a render, at the frame's size.
 */
export async function overlayFile(
  cache: ArtifactCache,
  style: ArtStyle,
  width: number,
  height: number,
): Promise<string | undefined> {
  const overlay = await frameOverlay(style, width, height);
  if (overlay === undefined) return undefined;
  const key = contentKey({ png: createHash('sha256').update(overlay).digest('hex') });
  return (await cache.getOrCreate('overlay', key, 'png', async () => overlay)).path;
}
