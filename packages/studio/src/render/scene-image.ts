import type { ArtStyle, Scene } from '@reelsmith/contract';
import sharp from 'sharp';
import { frameOverlay } from '../images/frame-overlay.js';
import type { IllustrateRequest, Illustrator, ScenePlanes } from '../images/illustrator.js';
import { hashString } from '../random.js';
import { contentKey } from './cache.js';
import type { ArtifactCache } from './cache.js';
import { orFallback } from './fallback.js';

/** What makes a scene's picture: the scene, the project's style and format, the render seed. */
export interface SceneImageRequest {
  scene: Pick<Scene, 'imagePrompt' | 'imageVariant' | 'imageId'>;
  style: ArtStyle;
  /** The output size (the format's full size: the render draws at it). */
  width: number;
  height: number;
  /** The render seed (the server's: a hash of the project id). */
  seed: number;
  /** The story's style guide (Story.styleGuide): part of every drawing's prompt and key. */
  styleGuide?: string | undefined;
  /**
   * The local path of an uploaded image, by id: asked only when the scene has an `imageId` and
   * its fitted picture is not cached yet.
   */
  uploadedImage?: ((imageId: string) => Promise<string>) | undefined;
  signal?: AbortSignal | undefined;
}

/** The seed of a scene's drawing: its own prompt and variant, not its index. */
export function sceneSeed(seed: number, scene: Pick<Scene, 'imagePrompt' | 'imageVariant'>) {
  const variant = scene.imageVariant ?? 0;
  return hashString(`${seed}:${scene.imagePrompt}${variant === 0 ? '' : `#${variant}`}`);
}

/** What a remote model that takes a seed gets: the project's seed, moved only by the variant. */
export function projectSeed(seed: number, scene: Pick<Scene, 'imageVariant'>) {
  const variant = scene.imageVariant ?? 0;
  return variant === 0 ? seed : hashString(`${seed}#${variant}`);
}

/**
 * The cache key of a scene's picture. An illustrator that ignores the seed (a remote model)
 * leaves it out, so one prompt, variant, style and format is paid for once, whichever project
 * asks; a seeded one (the built-in) keeps it, so each project gets its own drawings.
 */
export function sceneImageKey(
  illustrator: Pick<Illustrator, 'id' | 'seeded'>,
  r: SceneImageRequest,
) {
  if (r.scene.imageId !== undefined) {
    return contentKey({ upload: r.scene.imageId, fit: 'cover', width: r.width, height: r.height });
  }
  const base = {
    i: illustrator.id,
    prompt: r.scene.imagePrompt,
    style: r.style,
    width: r.width,
    height: r.height,
    // Absent for stories written before style guides: their pictures keep their keys.
    ...(r.styleGuide === undefined || r.styleGuide === '' ? {} : { guide: r.styleGuide }),
  };
  return illustrator.seeded === false
    ? contentKey({ ...base, variant: r.scene.imageVariant ?? 0 })
    : contentKey({ ...base, seed: sceneSeed(r.seed, r.scene) });
}

/**
 * A scene's picture exactly as the render draws it, a PNG of the output size, made once and
 * kept in the artifact cache (`image/<key>.png`): the editor's preview and the render share
 * it (docs/decisions/0013-artifact-cache.md). An uploaded image is cover-fitted to the
 * format; a drawing comes from the illustrator.
 */
export async function sceneImage(
  illustrator: Illustrator,
  cache: ArtifactCache,
  request: SceneImageRequest,
): Promise<{ path: string; key: string; hit: boolean }> {
  const { scene, width, height } = request;
  const key = sceneImageKey(illustrator, request);
  const { path, hit } = await cache.getOrCreate('image', key, 'png', async () => {
    if (scene.imageId !== undefined) {
      if (request.uploadedImage === undefined) {
        throw new Error(`The uploaded image ${scene.imageId} is not available to this render`);
      }
      const source = await request.uploadedImage(scene.imageId);
      return sharp(source)
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#000000' })
        .png({ compressionLevel: 2 })
        .toBuffer();
    }
    return illustrator.illustrate(illustrateRequest(request));
  });
  return { path, key, hit };
}

function illustrateRequest(request: SceneImageRequest): IllustrateRequest {
  const { scene } = request;
  return {
    prompt: scene.imagePrompt,
    style: request.style,
    width: request.width,
    height: request.height,
    seed: sceneSeed(request.seed, scene),
    projectSeed: projectSeed(request.seed, scene),
    styleGuide: request.styleGuide,
    signal: request.signal,
  };
}

/**
 * The scene's picture in a back and a front plane (Illustrator.planes), for its parallax shot,
 * cached beside the picture under its key (`plane/<key>-back.png`, `-front.png`): undefined for
 * an illustrator that does not draw by depth (a remote model) and for an upload.
 */
export async function scenePlanes(
  illustrator: Illustrator,
  cache: ArtifactCache,
  request: SceneImageRequest,
): Promise<{ back: string; front: string } | undefined> {
  if (illustrator.planes === undefined || request.scene.imageId !== undefined) return undefined;
  const key = sceneImageKey(illustrator, request);
  let drawing: Promise<ScenePlanes> | undefined;
  const draw = (): Promise<ScenePlanes> =>
    (drawing ??= illustrator.planes!(illustrateRequest(request)));
  const [back, front] = await Promise.all([
    cache.getOrCreate('plane', `${key}-back`, 'png', async () => (await draw()).back),
    cache.getOrCreate('plane', `${key}-front`, 'png', async () => (await draw()).front),
  ]);
  return { back: back.path, front: front.path };
}

/** The remote illustrator and the built-in one that stands in when it fails. */
export interface Illustrators {
  primary: Illustrator;
  fallback?: Illustrator | undefined;
}

/**
 * sceneImage by the configured illustrator, or, when it still fails after its retries (a
 * ProviderError, not a cancel), by the fallback for this scene only: its picture is cached under
 * the fallback's own key, never as the remote one's, so the next render asks the remote again.
 * `fallback` says why, for a person (docs/decisions/0017-provider-fallback.md).
 */
export async function sceneImageOrFallback(
  illustrators: Illustrators,
  cache: ArtifactCache,
  request: SceneImageRequest,
): Promise<{ path: string; key: string; hit: boolean; fallback?: string }> {
  const { fallback } = illustrators;
  const made = await orFallback(
    'image',
    () => sceneImage(illustrators.primary, cache, request),
    fallback && (() => sceneImage(fallback, cache, request)),
    request.signal,
  );
  return made.fallback === undefined ? made.value : { ...made.value, fallback: made.fallback };
}

/** The longest side of a scene preview: small enough for the editor's list, sharp on a phone. */
export const PREVIEW_MAX_SIDE = 640;

/**
 * The editor's preview of a scene: the render's own picture (sceneImage, so the render then
 * finds it cached), scaled down, with the style's frame overlay on top as the video lays it
 * over every frame (frameOverlay), as a small WebP, itself cached (`preview/<key>.webp`).
 * `etag` changes whenever the picture does.
 */
export async function scenePreview(
  illustrators: Illustrators,
  cache: ArtifactCache,
  request: SceneImageRequest,
): Promise<{ data: Buffer; etag: string; fallback?: string }> {
  const image = await sceneImageOrFallback(illustrators, cache, request);
  const scale = PREVIEW_MAX_SIDE / Math.max(request.width, request.height);
  const width = Math.round(request.width * scale);
  const height = Math.round(request.height * scale);
  const key = contentKey({ image: image.key, width, height, quality: 80, frame: request.style });
  const { data } = await cache.getOrCreate('preview', key, 'webp', async () => {
    const overlay = await frameOverlay(request.style, width, height);
    const small = sharp(image.path).resize(width, height, { fit: 'fill' });
    // composite runs after resize in sharp's pipeline: the overlay is drawn at the preview size.
    return (overlay === undefined ? small : small.composite([{ input: overlay }]))
      .webp({ quality: 80 })
      .toBuffer();
  });
  return image.fallback === undefined
    ? { data, etag: `"${key}"` }
    : { data, etag: `"${key}"`, fallback: image.fallback };
}
