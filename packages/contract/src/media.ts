import { z } from 'zod';
import { textSchema } from './common.js';

/**
 * The media the create screen and the editor show besides the script: voice samples, art-style
 * pictures, the bundled music, scene pictures and the user's own images
 * (docs/product/api.md#media).
 *
 * - `GET /catalog/voices/{voice}/sample`: the voice reading a fixed sentence (audio; public,
 *   cached by the server and the browser).
 * - `GET /catalog/styles/{style}/preview`: one picture in the style (image/webp; public, cached).
 * - `GET /catalog/music`: the bundled tracks; `GET /catalog/music/{id}/preview`: a short excerpt
 *   of one (audio; public, cached).
 * - `POST /story/{id}/images/preview` (owner + Generation-Token): a scene's picture as the render
 *   will draw it, in the project's art style and format, small (image/webp). Drawn once and kept
 *   in the artifact cache, so the render reuses it and a provider is never paid twice for it.
 * - `POST /story/{id}/images` (owner + Generation-Token, body: the raw file with its
 *   Content-Type): the user's own picture for a scene. JPEG, PNG or WebP, at most 10 MB,
 *   re-encoded on the server; answers its `imageId`, which the scene then carries.
 */

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** How many pictures one project may upload (each replaced picture counts). */
export const UPLOAD_IMAGES_PER_PROJECT = 100;
/** Pictures with more pixels than this are refused before they are decoded. */
export const UPLOAD_IMAGE_MAX_PIXELS = 50_000_000;

/** The id of an uploaded image: what `POST /story/{id}/images` answers. */
export const imageIdSchema = z
  .string()
  .regex(/^[a-f0-9]{32}$/, { message: 'imageId must be the id of an uploaded image' });

/**
 * Which drawing of a scene's prompt: 0 is the first; "regenerate picture" adds one. Part of the
 * scene, so the render draws the picture the user saw.
 */
export const imageVariantSchema = z.number().int().min(0).max(9999);

export const imagePreviewRequestSchema = z
  .object({
    imagePrompt: textSchema.trim().min(1).max(1000),
    imageVariant: imageVariantSchema.optional(),
    /** The user's own image instead of a drawing. */
    imageId: imageIdSchema.optional(),
  })
  .strict();
export type ImagePreviewRequest = z.infer<typeof imagePreviewRequestSchema>;

export const imageUploadResponseSchema = z.object({ imageId: imageIdSchema });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

export const musicTrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  mood: z.string(),
});
export type MusicTrackInfo = z.infer<typeof musicTrackSchema>;
export const musicTracksResponseSchema = z.object({ tracks: z.array(musicTrackSchema) });
export type MusicTracksResponse = z.infer<typeof musicTracksResponseSchema>;

/** What the media calls answer when they refuse. */
export const MEDIA_MESSAGES = {
  uploadType: 'Upload a JPEG, PNG or WebP image',
  uploadTooLarge: 'The image must be at most 10 MB',
  uploadUnreadable: 'This file could not be read as an image',
  uploadMissing: 'Choose an image to upload',
  imageNotFound: 'This image was not found: upload it again',
  previewFailed: 'We could not draw this picture. Please try again.',
  sampleFailed: 'We could not play this voice sample. Please try again.',
  uploadLimit: 'A project can have at most 100 uploaded images',
  uploadPixels: 'The image must be at most 50 megapixels',
  uploadNotEditable: 'Pictures can only be changed before the video is made',
  unknownVoice: 'There is no such voice',
  unknownStyle: 'There is no such art style',
  unknownTrack: 'There is no such music track',
} as const;
