import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignInErrorCode } from '@reelsmith/contract';
import * as oidc from 'openid-client';
import type { Config } from '../config.js';
import type { OidcFlowsRepository } from '../repositories/sessions.repository.js';
import type { ProviderIdentity } from '../repositories/users.repository.js';

/** Where the provider sends the browser back (it must be registered with the provider). */
export const CALLBACK_PATH = '/api/login/oauth2/code/google';
/** How long a person may take at the provider before the sign-in must start over. */
export const FLOW_TTL_MS = 10 * 60_000;
/** Seconds before a request to the provider counts as failed (openid-client's unit). */
const PROVIDER_TIMEOUT_S = 10;
const DISCOVERY_ATTEMPTS = 2;

/** A sign-in that cannot finish; `code` says which message /login shows. */
export class SignInError extends Error {
  constructor(
    readonly code: SignInErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SignInError';
  }
}

export const redirectUri = (config: Config) =>
  `${config.APP_URL.replace(/\/+$/, '')}${CALLBACK_PATH}`;

/**
 * The browser half of the state check: the state travels in a signed, httpOnly cookie that
 * only the callback path receives, so a callback is accepted only in the browser that started
 * the sign-in (no login CSRF), and only once (the server half, in the database).
 */
export function stateCookie(secret: string) {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    name: 'reelsmith_oidc',
    seal: (state: string) => `${state}.${mac(state)}`,
    /** The state inside a cookie value, or undefined when it was not signed by us. */
    open(value: string | undefined): string | undefined {
      if (value === undefined) return undefined;
      const dot = value.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const state = value.slice(0, dot);
      return safeEqual(value.slice(dot + 1), mac(state)) ? state : undefined;
    },
  };
}

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** True when a request never got an answer from the provider (down, unreachable, too slow). */
function isUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e instanceof TypeError && e.message === 'fetch failed') return true;
    if ('code' in e && (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND')) return true;
  }
  return false;
}

export interface OidcSignIn {
  /** Starts a sign-in: the provider's authorization URL and the state to bind to the browser. */
  begin(): Promise<{ authorizationUrl: URL; state: string }>;
  /**
   * Finishes a sign-in from the provider's redirect: state (against the browser's cookie and
   * the saved flow), then the code exchange with PKCE, then the ID token (signature, issuer,
   * audience, expiry, nonce). Throws SignInError.
   */
  complete(callbackUrl: URL, browserState: string | undefined): Promise<ProviderIdentity>;
}

/**
 * Google sign-in through OpenID Connect (authorization code flow with PKCE, state and nonce),
 * with any issuer: tests point OIDC_ISSUER_URL at a local one. Discovery happens at the first
 * sign-in, not at start, so the server starts while the provider is down; a failed discovery
 * is forgotten and tried again by the next sign-in.
 */
export function oidcSignIn(config: Config, flows: OidcFlowsRepository): OidcSignIn {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (clientId === undefined) throw new Error('oidcSignIn needs GOOGLE_CLIENT_ID');
  const issuer = new URL(config.OIDC_ISSUER_URL);
  const callback = redirectUri(config);
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= DISCOVERY_ATTEMPTS; attempt += 1) {
      try {
        return await oidc.discovery(
          issuer,
          clientId!,
          config.GOOGLE_CLIENT_SECRET,
          // A public client (no secret) still proves itself with PKCE.
          config.GOOGLE_CLIENT_SECRET === undefined ? oidc.None() : undefined,
          {
            timeout: PROVIDER_TIMEOUT_S,
            // Plain HTTP only for an http:// issuer (a local test provider), never otherwise.
            execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          },
        );
      } catch (error) {
        lastError = error;
        if (attempt < DISCOVERY_ATTEMPTS) await new Promise((r) => setTimeout(r, 250 * attempt));
      }
    }
    throw lastError;
  }

  async function configuration(): Promise<oidc.Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined;
      throw new SignInError('unavailable', 'OpenID Connect discovery failed', { cause: error });
    });
    return discovered;
  }

  return {
    async begin() {
      const provider = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await flows.save({ state, nonce, codeVerifier, ttlMs: FLOW_TTL_MS });
      const authorizationUrl = oidc.buildAuthorizationUrl(provider, {
        redirect_uri: callback,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { authorizationUrl, state };
    },

    async complete(callbackUrl, browserState) {
      const state = callbackUrl.searchParams.get('state');
      if (state === null || browserState === undefined || !safeEqual(state, browserState)) {
        throw new SignInError('failed', 'state does not match the browser that started sign-in');
      }
      const flow = await flows.take(state);
      if (flow === undefined) throw new SignInError('expired', 'unknown, used or expired state');

      const providerError = callbackUrl.searchParams.get('error');
      if (providerError !== null) {
        throw new SignInError(
          providerError === 'access_denied' ? 'access_denied' : 'failed',
          `provider answered ${providerError}`,
        );
      }

      const provider = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isUnreachable(error)) {
          throw new SignInError('unavailable', 'token endpoint unreachable', { cause: error });
        }
        if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
          throw new SignInError('expired', 'code refused by the provider', { cause: error });
        }
        throw new SignInError('failed', 'code exchange or ID token check failed', {
          cause: error,
        });
      }

      const claims = tokens.claims();
      if (claims === undefined) throw new SignInError('failed', 'no ID token');
      let profile: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string') {
        // Some providers put the email in userinfo only.
        try {
          profile = await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
        } catch (error) {
          throw new SignInError('failed', 'userinfo failed', { cause: error });
        }
      }
      const email = profile.email;
      if (typeof email !== 'string' || email === '' || profile.email_verified === false) {
        throw new SignInError('failed', 'no verified email from the provider');
      }
      return {
        // A subject is unique per issuer (OpenID Connect Core 1.0, section 2).
        provider: claims.iss,
        subject: claims.sub,
        email,
        name: typeof profile.name === 'string' ? profile.name : null,
        picture: typeof profile.picture === 'string' ? profile.picture : null,
      };
    },
  };
}
