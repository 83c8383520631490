import { textSchema, type SignInErrorCode } from '@reelsmith/contract';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDevSignInEnabled, type Config } from '../../config.js';
import { htmlPage, redirect } from '../../plugins/openapi.js';
import {
  CALLBACK_PATH,
  FLOW_TTL_MS,
  redirectUri,
  SignInError,
  stateCookie,
  type OidcSignIn,
} from '../../services/oidc.service.js';
import type { AuthService } from '../../services/auth.service.js';
import { devSignInPage } from './dev-sign-in-page.js';

export const DEV_SIGN_IN_ACTION = '/api/auth/dev/sign-in';
/** Sign-in requests per address and minute (SIGN_IN_RATE_LIMIT, default 30): plenty for people. */
export const signInRateLimit = (config: Config) => ({
  max: config.SIGN_IN_RATE_LIMIT,
  timeWindow: '1 minute',
});

/**
 * Where a finished sign-in hands the token to the web app
 * (docs/product/screens-and-routes.md#oauth-callback).
 */
export const callbackPage = (token: string) =>
  `/oauth2/callback?token=${encodeURIComponent(token)}`;
export const loginWithError = (code: SignInErrorCode) => `/login?error=${code}`;

/**
 * The browser side of sign-in: `GET /oauth2/authorization/google` starts it (Google through
 * OpenID Connect, or the development sign-in page when Google is not configured) and
 * `GET /login/oauth2/code/google` is where the provider sends the browser back.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{
  auth: Pick<AuthService, 'signIn'>;
  /** Google through OpenID Connect; undefined when it is not configured. */
  oidc: OidcSignIn | undefined;
}> = async (app, { auth, oidc }) => {
  // Only the sign-in flow uses a cookie (its state): parsing cookies here alone spares every
  // other request the hook (docs/decisions/0043-request-path.md).
  await app.register(fastifyCookie);
  const { config } = app;
  const cookie = stateCookie(config.COOKIE_SECRET);
  const cookieOptions = {
    httpOnly: true,
    // Lax: the cookie must come back on the provider's top-level redirect to us.
    sameSite: 'lax' as const,
    secure: config.APP_URL.startsWith('https:'),
    path: CALLBACK_PATH,
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/oauth2/authorization/google',
    {
      config: { rateLimit: signInRateLimit(config) },
      schema: {
        tags: ['auth'],
        operationId: 'startGoogleSignIn',
        summary: 'Start signing in with Google (a browser redirect)',
        description:
          'Redirects to the provider. Without GOOGLE_CLIENT_ID, shows the development sign-in page instead (unless disabled).',
        response: {
          200: htmlPage('The development sign-in page, when Google is not configured'),
          302: redirect('To the provider, or to /login?error=... when sign-in cannot start'),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      if (oidc === undefined) {
        if (!isDevSignInEnabled(config)) return reply.redirect(loginWithError('unavailable'));
        return reply
          .type('text/html; charset=utf-8')
          .send(devSignInPage({ action: DEV_SIGN_IN_ACTION }));
      }
      try {
        const { authorizationUrl, state } = await oidc.begin();
        reply.setCookie(cookie.name, cookie.seal(state), {
          ...cookieOptions,
          maxAge: FLOW_TTL_MS / 1000,
        });
        return reply.redirect(authorizationUrl.href);
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in could not start');
        return reply.redirect(
          loginWithError(error instanceof SignInError ? error.code : 'unavailable'),
        );
      }
    },
  );

  app.get(
    '/login/oauth2/code/google',
    {
      config: { rateLimit: signInRateLimit(config) },
      schema: {
        tags: ['auth'],
        operationId: 'completeGoogleSignIn',
        summary: 'The provider returns here; redirects to /oauth2/callback?token=... or /login',
        querystring: z
          .object({
            code: textSchema.max(4096),
            state: textSchema.max(512),
            error: textSchema.max(256),
          })
          .partial(),
        response: {
          302: redirect('Signed in: to /oauth2/callback?token=...; or to /login?error=...'),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      reply.clearCookie(cookie.name, cookieOptions);
      if (oidc === undefined) return reply.redirect(loginWithError('unavailable'));
      // The URL the provider redirected to, every parameter kept: openid-client checks them.
      const callbackUrl = new URL(redirectUri(config));
      callbackUrl.search = new URL(request.url, 'http://unused').search;
      try {
        const identity = await oidc.complete(
          callbackUrl,
          cookie.open(request.cookies[cookie.name]),
        );
        const { token, user, created } = await auth.signIn(
          identity,
          request.headers['user-agent'] ?? null,
        );
        request.log.info({ userId: user.id, created }, 'signed in');
        return reply.redirect(callbackPage(token));
      } catch (error) {
        if (!(error instanceof SignInError)) {
          request.log.error({ err: error }, 'sign-in failed');
          return reply.redirect(loginWithError('failed'));
        }
        // Expected often (a cancelled consent, a stale tab): the reason, without a stack.
        const cause = error.cause instanceof Error ? error.cause.message : undefined;
        request.log.warn({ code: error.code, reason: error.message, cause }, 'sign-in refused');
        return reply.redirect(loginWithError(error.code));
      }
    },
  );
};
