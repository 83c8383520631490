import {
  authStatusResponseSchema,
  devSignInBodySchema,
  logoutResponseSchema,
  refreshResponseSchema,
  SERVER_MESSAGES,
  textSchema,
  userSchema,
  verifyResponseSchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDevSignInEnabled } from '../../config.js';
import { invalidField, notFound, unauthorized } from '../../errors.js';
import { currentSession, currentUser } from '../../plugins/authenticate.js';
import { htmlPage, redirect } from '../../plugins/openapi.js';
import { devSignInPage } from '../oauth/dev-sign-in-page.js';
import type { AuthService } from '../../services/auth.service.js';
import { callbackPage, DEV_SIGN_IN_ACTION, signInRateLimit } from '../oauth/oauth.routes.js';

const userAgentOf = (headers: { 'user-agent'?: string }) => headers['user-agent'] ?? null;
/** The sign-in page's own form, as opposed to a client sending JSON. */
const isFormPost = (headers: { 'content-type'?: string }) =>
  /^application\/x-www-form-urlencoded\b/i.test(headers['content-type'] ?? '');

/**
 * `/auth/*` (docs/product/api.md#auth); the browser sign-in routes are in
 * routes/oauth (docs/product/api.md#sign-in-redirects).
 */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const protectedRoute = { preHandler: app.authenticate };
  // About the session itself: an API key answers 403 (decision 0070).
  const sessionRoute = { preHandler: app.authenticateSession };

  app.get(
    '/auth/status',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getAuthStatus',
        summary: 'Whether the bearer token is signed in (200 either way)',
        security: [{}, { bearer: [] }],
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
      ...sessionRoute,
      schema: {
        tags: ['auth'],
        operationId: 'verifyToken',
        summary: 'Checks the bearer token: 200 when live, 401 otherwise',
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
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        response: { 200: userSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.post(
    '/auth/logout',
    {
      ...sessionRoute,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Revokes the session: the token stops working at once',
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
      ...sessionRoute,
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        operationId: 'refreshToken',
        summary: 'Replaces the token with a new one; the old one stops working',
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
        operationId: 'devSignIn',
        errors: [404],
        summary: 'Development sign-in (form field email); 404 unless enabled',
        description:
          'On when Google is not configured, except with NODE_ENV=production unless DEV_SIGN_IN=true. Redirects to /oauth2/callback?token=... A form with an invalid email gets the page again with the problem; JSON gets the JSON error.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        // Loose on purpose: the page shows what was wrong with the email.
        body: z.object({ email: textSchema.optional() }).optional(),
        response: {
          303: redirect('Signed in: to /oauth2/callback?token=...'),
          400: htmlPage('The email is invalid: a form gets the page again, with the problem'),
        },
      },
    },
    async (request, reply) => {
      if (!isDevSignInEnabled(app.config)) throw notFound();
      reply.header('cache-control', 'no-store');
      const parsed = devSignInBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const problem = parsed.error.issues[0]?.message ?? 'Enter a valid email address';
        if (!isFormPost(request.headers)) throw invalidField('email', problem);
        const email = typeof request.body?.email === 'string' ? request.body.email : '';
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            devSignInPage({
              action: DEV_SIGN_IN_ACTION,
              email,
              error: problem,
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
