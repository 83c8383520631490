import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../composition.js';
import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { catalogMediaRoutes } from './catalog/media.routes.js';
import { packagesRoutes } from './catalog/packages.routes.js';
import { creditsRoutes } from './credits/credits.routes.js';
import { errorsRoutes } from './errors/errors.routes.js';
import { apiKeysRoutes } from './keys/api-keys.routes.js';
import { videosV1Routes } from './v1/videos.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { oauthRoutes } from './oauth/oauth.routes.js';
import { paymentRoutes } from './payment/payment.routes.js';
import { captionStillsRoutes } from './story/caption-stills.routes.js';
import { storyImagesRoutes } from './story/images.routes.js';
import { scriptToVideoRoutes } from './story/script-to-video.routes.js';
import { storyRoutes } from './story/story.routes.js';
import { versionsRoutes } from './story/versions.routes.js';
import { userRoutes } from './user/user.routes.js';
import { webhooksRoutes } from './webhooks/webhooks.routes.js';
import { mcpRoutes } from './mcp/mcp.routes.js';

/** What the routes are given of the composition root (composition.ts). */
export type RouteServices = Pick<
  Container,
  | 'health'
  | 'packages'
  | 'media'
  | 'auth'
  | 'oidc'
  | 'clientErrors'
  | 'credits'
  | 'payments'
  | 'generations'
  | 'events'
  | 'storage'
  | 'account'
  | 'admin'
  | 'apiKeys'
  | 'apiVideos'
  | 'webhooks'
  | 'mcp'
>;

/**
 * Every API route plugin, mounted under /api, one line per resource: each is given the
 * services it uses, and nothing else.
 */
export const apiRoutes: FastifyPluginAsyncZod<{ services: RouteServices }> = async (
  api,
  { services: s },
) => {
  await api.register(healthRoutes, { health: s.health });
  await api.register(packagesRoutes, { packages: s.packages });
  await api.register(catalogMediaRoutes, { media: s.media });
  await api.register(oauthRoutes, { auth: s.auth, oidc: s.oidc });
  await api.register(authRoutes, { auth: s.auth });
  await api.register(errorsRoutes, { clientErrors: s.clientErrors });
  await api.register(creditsRoutes, { credits: s.credits, payments: s.payments });
  await api.register(paymentRoutes, { payments: s.payments });
  await api.register(storyRoutes, {
    generations: s.generations,
    events: s.events,
    storage: s.storage,
  });
  await api.register(storyImagesRoutes, { media: s.media });
  await api.register(versionsRoutes, { generations: s.generations, storage: s.storage });
  await api.register(captionStillsRoutes, { media: s.media });
  await api.register(scriptToVideoRoutes, { generations: s.generations });
  await api.register(userRoutes, { account: s.account });
  await api.register(adminRoutes, { admin: s.admin });
  await api.register(apiKeysRoutes, { apiKeys: s.apiKeys });
  await api.register(videosV1Routes, { apiVideos: s.apiVideos });
  await api.register(webhooksRoutes, { webhooks: s.webhooks });
  await api.register(mcpRoutes, { mcp: s.mcp });
};
