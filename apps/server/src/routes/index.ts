import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes.js';
import { catalogMediaRoutes } from './catalog/media.routes.js';
import { packagesRoutes } from './catalog/packages.routes.js';
import { creditsRoutes } from './credits/credits.routes.js';
import { errorsRoutes } from './errors/errors.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { paymentRoutes } from './payment/payment.routes.js';
import { storyImagesRoutes } from './story/images.routes.js';
import { scriptToVideoRoutes } from './story/script-to-video.routes.js';
import { storyRoutes } from './story/story.routes.js';
import { userRoutes } from './user/user.routes.js';

/** Every API route plugin, mounted under /api. One line per resource. */
export const apiRoutes: readonly FastifyPluginAsyncZod[] = [
  healthRoutes,
  packagesRoutes,
  catalogMediaRoutes,
  authRoutes,
  errorsRoutes,
  creditsRoutes,
  paymentRoutes,
  storyRoutes,
  storyImagesRoutes,
  scriptToVideoRoutes,
  userRoutes,
];
