import {
  ERROR_CODES,
  FREE_REDRAWS_HEADER,
  IMAGE_FALLBACK_HEADER,
  MEDIA_MESSAGES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  imagePreviewRequestSchema,
  imageUploadResponseSchema,
} from '@reelsmith/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { MediaService } from '../../services/media.service.js';
import { binaryResponse, sendMedia } from '../media-reply.js';
import { perUserRateLimit } from '../payment/rate-limit.js';
import { generationToken, projectParams } from './story.routes.js';

/** An upload's body may be this large: the 10 MB picture and a little room, so a 10 MB file is
 * refused by its size check with the upload's own message rather than by the parser. */
export const UPLOAD_BODY_LIMIT = UPLOAD_IMAGE_MAX_BYTES + 64 * 1024;

/**
 * A scene's picture: its preview as the render draws it, and the owner's own picture
 * (docs/product/api.md#media). Both need the owner's bearer token and the Generation-Token.
 */
export const storyImagesRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (
  app,
  { media },
) => {
  const tags = ['story'];
  const security = [{ bearer: [], generationToken: [] }];

  app.post(
    '/story/:id/images/preview',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perUserRateLimit(120) },
      schema: {
        operationId: 'previewSceneImage',
        errors: [403, 404, 409],
        tags,
        security,
        summary:
          "A scene's picture exactly as the render will draw it (small WebP), in the project's art style and format; `imageVariant` picks another drawing, `imageId` an uploaded picture. Drawn once: the render reuses it",
        params: projectParams,
        body: imagePreviewRequestSchema,
        response: { 200: binaryResponse('The picture, WebP', ['image/webp']) },
      },
    },
    async (request, reply) => {
      const preview = await media.previewImage(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
        request.body,
      );
      // Drawn by the built-in illustrator because the image service failed: the editor says so.
      if (preview.fallback !== undefined) reply.header(IMAGE_FALLBACK_HEADER, preview.fallback);
      // With a paid image provider: the pictures the project may still draw for free.
      const left = (preview as { freeRedrawsLeft?: number }).freeRedrawsLeft;
      if (left !== undefined) reply.header(FREE_REDRAWS_HEADER, String(left));
      return sendMedia(
        request,
        reply,
        { ...preview, contentType: 'image/webp' },
        'private, max-age=86400',
      );
    },
  );

  // The upload takes a raw picture: its own body parsers, limit and refusals.
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // The parser's refusals in the upload's words; the API's error handler sends them.
    scoped.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, MEDIA_MESSAGES.uploadTooLarge, ERROR_CODES.PAYLOAD_TOO_LARGE);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        throw new HttpError(415, MEDIA_MESSAGES.uploadType, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
      }
      throw error;
    });

    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/story/:id/images',
      {
        onRequest: app.authenticate,
        // Owner, token, an editable project under its limit: checked before the body is read.
        preParsing: async (request, _reply, payload) => {
          const params = projectParams.safeParse(request.params);
          if (params.success) {
            await media.checkUpload(
              currentUser(request).id,
              params.data.id,
              generationToken(request),
            );
          }
          return payload;
        },
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { rateLimit: perUserRateLimit(30) },
        schema: {
          operationId: 'uploadSceneImage',
          errors: [403, 404, 409, 413, 415, 422],
          tags,
          security,
          summary:
            "The owner's own picture for a scene: the raw file as the body with its Content-Type (JPEG, PNG or WebP, at most 10 MB), re-encoded as WebP; answers its `imageId`. At most 100 per project, before the render",
          params: projectParams,
          rawBody: {
            mediaTypes: UPLOAD_IMAGE_TYPES,
            description: 'The picture file, at most 10 MB',
          },
          response: { 200: imageUploadResponseSchema },
        },
      },
      async (request) =>
        media.upload(
          currentUser(request).id,
          request.params.id,
          generationToken(request),
          request.headers['content-type'],
          request.body,
        ),
    );
  });
};
