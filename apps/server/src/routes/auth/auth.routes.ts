import {
  authStatusResponseSchema,
  devSignInBodySchema,
  logoutResponseSchema,
  refreshResponseSchema,
  SERVER_MESSAGES,
  userSchema,
  verifyResponseSchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDevSignInEnabled } from '../../config.js';
import { notFound, unauthorized } from '../../errors.js';
import { currentSession, currentUser } from '../../plugins/authenticate.js';
import { authService } from '../../services/auth.service.js';
import { devSignInPage } from '../oauth/dev-sign-in-page.js';
import {
  callbackPage,
  DEV_SIGN_IN_ACTION,
  oauthRoutes,
  signInRateLimit,
} from '../oauth/oauth.routes.js';

const security = [{ bearer: [] }];
const userAgentOf = (headers: { 'user-agent'?: string }) => headers['user-agent'] ?? null;

/**
 * `/auth/*` (docs/product/api.md#auth) and, registered from here, the browser sign-in routes
 * (docs/product/api.md#sign-in-redirects).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(oauthRoutes);
  const auth = authService(app.db, app.config);
  const protectedRoute = { preHandler: app.authenticate };

  app.get(
    '/auth/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the bearer token is signed in (200 either way)',
        security,
        response: { 200: authStatusResponseSchema },
      },
    },
    async (request) => {
      const user = await app.identify(request);
      return { authenticated: user !== null, user };
    },
  );

  app.get(
    '/auth/verify',
    {
      ...protectedRoute,
      schema: {
        tags: ['auth'],
        summary: 'Checks the bearer token: 200 when live, 401 otherwise',
        security,
        response: { 200: verifyResponseSchema },
      },
    },
    async (request) => ({
      valid: true as const,
      user: currentUser(request),
      expiresAt: currentSession(request).expiresAt.toISOString(),
    }),
  );

  app.get(
    '/auth/user',
    {
      ...protectedRoute,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security,
        response: { 200: userSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.post(
    '/auth/logout',
    {
      ...protectedRoute,
      schema: {
        tags: ['auth'],
        summary: 'Revokes the session: the token stops working at once',
        security,
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(currentSession(request).sessionId);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/refresh',
    {
      ...protectedRoute,
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Replaces the token with a new one; the old one stops working',
        security,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request) => {
      const token = await auth.refresh(currentSession(request), userAgentOf(request.headers));
      // Another refresh with the same token won the race: this token is already dead.
      if (token === undefined) throw unauthorized(SERVER_MESSAGES.invalidToken);
      return { token };
    },
  );

  app.post(
    '/auth/dev/sign-in',
    {
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: 'Development sign-in (form field email); 404 unless enabled',
        description:
          'On when Google is not configured, except with NODE_ENV=production unless DEV_SIGN_IN=true. Redirects to /oauth2/callback?token=...',
        body: z.object({ email: z.string().optional() }).optional(),
      },
    },
    async (request, reply) => {
      if (!isDevSignInEnabled(app.config)) throw notFound();
      reply.header('cache-control', 'no-store');
      const parsed = devSignInBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const email = typeof request.body?.email === 'string' ? request.body.email : '';
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            devSignInPage({
              action: DEV_SIGN_IN_ACTION,
              email,
              error: parsed.error.issues[0]?.message ?? 'Enter a valid email address',
            }),
          );
      }
      const { token, user, created } = await auth.devSignIn(
        parsed.data.email,
        userAgentOf(request.headers),
      );
      request.log.info({ userId: user.id, created }, 'signed in (development)');
      return reply.redirect(callbackPage(token), 303);
    },
  );
};
