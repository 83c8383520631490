import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ART_STYLES,
  ASPECT_RATIO_DETAILS,
  CAPTION_STILL_MESSAGES,
  renderOptionsSchema,
  withoutEmoji,
  type CaptionStyle,
  ERROR_CODES,
  MEDIA_MESSAGES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_PIXELS,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_IMAGES_PER_PROJECT,
  VOICES,
  type ArtStyle,
  type ErrorCode,
  type ImagePreviewRequest,
  type ImageUploadResponse,
  type MusicTracksResponse,
  type Voice,
} from '@reelsmith/contract';
import {
  ArtifactCache,
  ImageTooLargeError,
  UnreadableImageError,
  hashString,
  type ArtifactStore,
  type CatalogMedia,
  type Studio,
} from '@reelsmith/studio';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, conflict, imageNotFound, notFound } from '../errors.js';
import {
  generationsRepository,
  type GenerationRow,
} from '../repositories/generations.repository.js';
import { sceneImagesRepository } from '../repositories/scene-images.repository.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import type { FileStorage } from '../storage/storage.js';
import { uploadKey, type GenerationsService } from './generations/index.js';
import { decide } from './generations/lifecycle.js';

/** The seed of a project's drawings: the render and the editor's preview use the same one. */
export const renderSeed = (generationId: string): number => hashString(generationId);

export interface MediaDeps {
  db: Db;
  studio: Studio;
  storage: Pick<FileStorage, 'put' | 'getFile' | 'delete'>;
  generations: Pick<GenerationsService, 'owned'>;
  /** This process's artifact cache folder (DATA_DIR/cache)... */
  cacheDir: string;
  /** ... and the one every process shares (the file storage's `cache/`). */
  artifactStore?: ArtifactStore;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

const mediaError = (status: number, message: string, code: ErrorCode) =>
  new HttpError(status, message, code);

/** The media type of an upload, without its parameters; undefined when it has none. */
const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() || undefined;

/**
 * The media of the create screen and the editor (docs/product/api.md#media): catalogue samples
 * and previews, made once and kept in the artifact cache; scene previews drawn as the render
 * draws them; the owner's own pictures, re-encoded and kept in the file storage.
 */
export function mediaService(deps: MediaDeps) {
  const { db, studio, storage } = deps;
  const cache = () => new ArtifactCache(deps.cacheDir, deps.artifactStore);
  // Concurrent first asks for one sample share its making.
  const making = new Map<string, Promise<CatalogMedia>>();
  const once = (key: string, make: () => Promise<CatalogMedia>): Promise<CatalogMedia> => {
    const running = making.get(key);
    if (running !== undefined) return running;
    const started = make().finally(() => making.delete(key));
    making.set(key, started);
    return started;
  };

  const providerFailed = (error: unknown, message: string, what: string): never => {
    if (error instanceof HttpError) throw error;
    deps.logger.warn({ err: error }, `${what} failed`);
    throw mediaError(502, message, ERROR_CODES.PROVIDER_FAILED);
  };

  /** The project's picture for a scene, by id; undefined when it has none by that id. */
  const uploaded = (generationId: string, imageId: string) =>
    sceneImagesRepository(db).find(generationId, imageId);

  /** Upload refusals that depend only on the project: its state (lifecycle.ts) and its count. */
  async function checkUploadable(on: Db, row: GenerationRow): Promise<void> {
    const outcome = decide('uploadPicture', row.status);
    if (outcome.do === 'refuse') throw conflict(outcome.message);
    const count = await sceneImagesRepository(on).count(row.id);
    if (count >= UPLOAD_IMAGES_PER_PROJECT) throw conflict(MEDIA_MESSAGES.uploadLimit);
  }

  return {
    /** `GET /catalog/voices/{voice}/sample`: MP3, from the configured voice provider. */
    async voiceSample(name: string): Promise<CatalogMedia> {
      const voice = name.toLowerCase() as Voice;
      if (!VOICES.includes(voice)) throw notFound(MEDIA_MESSAGES.unknownVoice);
      return once(`voice:${voice}`, () => studio.voiceSampleMedia(voice, cache())).catch(
        (error: unknown) => providerFailed(error, MEDIA_MESSAGES.sampleFailed, 'voice sample'),
      );
    },

    /** `GET /catalog/styles/{style}/preview`: a square WebP by the built-in illustrator. */
    async stylePreview(name: string): Promise<CatalogMedia> {
      if (!(ART_STYLES as readonly string[]).includes(name)) {
        throw notFound(MEDIA_MESSAGES.unknownStyle);
      }
      const style = name as ArtStyle;
      return once(`style:${style}`, () => studio.stylePreview(style, cache()));
    },

    /** `GET /catalog/music`. */
    musicTracks(): MusicTracksResponse {
      return {
        tracks: studio.musicTracks().map((t) => ({ id: t.id, name: t.title, mood: t.mood })),
      };
    },

    /** `GET /catalog/music/{id}/preview`: the first 20 seconds as MP3. */
    async musicPreview(id: string): Promise<CatalogMedia> {
      if (!studio.musicTracks().some((t) => t.id === id)) {
        throw notFound(MEDIA_MESSAGES.unknownTrack);
      }
      return once(`music:${id}`, async () => {
        const media = await studio.musicPreview(id, cache());
        if (media === undefined) throw notFound(MEDIA_MESSAGES.unknownTrack);
        return media;
      });
    },

    /**
     * `POST /story/{id}/images/preview`: the scene's picture as the render will draw it (the
     * same artifact, so the render reuses it), in the project's style and format, small.
     */
    async previewImage(
      userId: string,
      id: string,
      token: string | undefined,
      request: ImagePreviewRequest,
    ): Promise<{ data: Buffer; etag: string; fallback?: string }> {
      const row = await deps.generations.owned(userId, id, token);
      if (request.imageId !== undefined && (await uploaded(id, request.imageId)) === undefined) {
        throw imageNotFound();
      }
      const { width, height } = ASPECT_RATIO_DETAILS[row.settings.aspectRatio];
      const temp = await mkdtemp(join(tmpdir(), 'reelsmith-preview-'));
      try {
        return await studio.previewScene(
          {
            scene: request,
            style: row.settings.artStyle,
            width,
            height,
            // A revision draws as its first version did (decision 0052).
            seed: renderSeed(row.root_id ?? id),
            // As the render asks (the guide is part of the picture's key), so it finds it cached.
            styleGuide: row.story?.styleGuide,
            uploadedImage: async (imageId) => {
              const path = join(temp, `${imageId}.webp`);
              if (!(await storage.getFile(uploadKey(id, imageId), path))) throw imageNotFound();
              return path;
            },
          },
          cache(),
        );
      } catch (error) {
        return providerFailed(error, MEDIA_MESSAGES.previewFailed, 'scene preview');
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    },

    /**
     * `GET /story/{id}/captions/{style}/still`: the project's first picture as the render
     * draws it, with the engine's own captions in `style` burned in (studio captionStill),
     * made once per picture, style and words, and kept in the artifact cache.
     */
    async captionStill(
      userId: string,
      id: string,
      token: string | undefined,
      style: CaptionStyle,
    ): Promise<{ data: Buffer; etag: string }> {
      const row = await deps.generations.owned(userId, id, token);
      const scene = row.story?.scenes[0];
      if (scene === undefined) throw conflict(CAPTION_STILL_MESSAGES.noPicture);
      const { aspectRatio, artStyle } = row.settings;
      const { width, height } = ASPECT_RATIO_DETAILS[aspectRatio];
      const { captions } = renderOptionsSchema.parse(row.render_options);
      const temp = await mkdtemp(join(tmpdir(), 'reelsmith-still-'));
      try {
        return await studio.captionStill(
          {
            scene,
            style: artStyle,
            width,
            height,
            seed: renderSeed(id),
            styleGuide: row.story?.styleGuide,
            uploadedImage: async (imageId) => {
              const path = join(temp, `${imageId}.webp`);
              if (!(await storage.getFile(uploadKey(id, imageId), path))) throw imageNotFound();
              return path;
            },
            aspect: aspectRatio,
            captionStyle: style,
            position: captions.position,
            // As the video shows them: emoji left out (decision 0051).
            text: withoutEmoji(scene.narration),
          },
          cache(),
        );
      } catch (error) {
        return providerFailed(error, CAPTION_STILL_MESSAGES.failed, 'caption still');
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    },

    /**
     * Before an upload's body is read: the owner, the token, an editable project under its
     * limit. Throws the refusal; a stranger's upload is never read.
     */
    async checkUpload(userId: string, id: string, token: string | undefined): Promise<void> {
      await checkUploadable(db, await deps.generations.owned(userId, id, token));
    },

    /**
     * `POST /story/{id}/images`: the owner's JPEG, PNG or WebP (at most 10 MB), decoded and
     * re-encoded as WebP, stored under the project; at most 100 per project, while editable.
     */
    async upload(
      userId: string,
      id: string,
      token: string | undefined,
      contentType: string | undefined,
      body: unknown,
    ): Promise<ImageUploadResponse> {
      await checkUploadable(db, await deps.generations.owned(userId, id, token));
      const type = mediaTypeOf(contentType);
      const empty =
        body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0);
      if (empty) throw mediaError(400, MEDIA_MESSAGES.uploadMissing, ERROR_CODES.BAD_REQUEST);
      if (
        !Buffer.isBuffer(body) ||
        type === undefined ||
        !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type)
      ) {
        throw mediaError(415, MEDIA_MESSAGES.uploadType, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
      }
      if (body.length > UPLOAD_IMAGE_MAX_BYTES) {
        throw mediaError(413, MEDIA_MESSAGES.uploadTooLarge, ERROR_CODES.PAYLOAD_TOO_LARGE);
      }
      let image: { data: Buffer; width: number; height: number };
      try {
        image = await studio.reencodeImage(body, { maxPixels: UPLOAD_IMAGE_MAX_PIXELS });
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          throw mediaError(422, MEDIA_MESSAGES.uploadUnreadable, ERROR_CODES.UNPROCESSABLE);
        }
        if (error instanceof ImageTooLargeError) {
          throw mediaError(422, MEDIA_MESSAGES.uploadPixels, ERROR_CODES.UNPROCESSABLE);
        }
        throw error;
      }
      const imageId = randomBytes(16).toString('hex');
      const key = uploadKey(id, imageId);
      await storage.put(key, image.data, 'image/webp');
      try {
        await inTransaction(db, async (trx) => {
          const row = await generationsRepository(trx).lock(id);
          if (row === undefined || row.user_id !== userId) throw notFound();
          await checkUploadable(trx, row);
          await sceneImagesRepository(trx).insert({
            id: imageId,
            generationId: id,
            storageKey: key,
            bytes: image.data.length,
            width: image.width,
            height: image.height,
          });
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      return { imageId };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
