import { userSchema } from '@reelsmith/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { hashToken } from '../src/repositories/sessions.repository.js';
import { createTestApp, testDatabases, type TestContext } from './harness.js';
import { TestOidcProvider } from './support/oidc-provider.js';

const CLIENT_ID = 'reelsmith-test-client';
const APP_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${APP_URL}/api/login/oauth2/code/google`;

const oidcConfig = (issuer: string) => ({
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: 'test-secret',
  OIDC_ISSUER_URL: issuer,
  APP_URL,
});

/** What a browser does: our start URL, the provider's /authorize, back to our callback. */
async function beginSignIn(app: App) {
  const start = await app.inject({ method: 'GET', url: '/api/oauth2/authorization/google' });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  const stateCookie = start.cookies.find((c) => c.name === 'reelsmith_oidc');
  expect(stateCookie).toBeDefined();
  return { start, authorizeUrl, cookie: `reelsmith_oidc=${stateCookie!.value}`, stateCookie };
}

async function visitProvider(authorizeUrl: URL): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function returnToApp(app: App, callbackUrl: URL, cookie: string | undefined) {
  return app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookie === undefined ? {} : { cookie },
  });
}

async function signInThroughProvider(app: App) {
  const { authorizeUrl, cookie } = await beginSignIn(app);
  const callbackUrl = await visitProvider(authorizeUrl);
  return returnToApp(app, callbackUrl, cookie);
}

const tokenFrom = (location: string | undefined) => {
  const match = /^\/oauth2\/callback\?token=([\w-]+)$/.exec(location ?? '');
  expect(match, `redirected to ${location}`).not.toBeNull();
  return match![1]!;
};

const countSessions = async (app: App) =>
  Number(
    (
      await app.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(testDatabases())('OpenID Connect sign-in on %s', (kind) => {
  const provider = new TestOidcProvider();
  let ctx: TestContext;

  beforeAll(async () => {
    await provider.start();
    ctx = await createTestApp(kind, oidcConfig(provider.url));
  });
  afterAll(async () => {
    await ctx.close();
    await provider.stop();
  });
  beforeEach(() => provider.reset());

  it('redirects to the provider with PKCE (S256), state, nonce and our redirect URI', async () => {
    const { authorizeUrl, stateCookie } = await beginSignIn(ctx.app);
    expect(authorizeUrl.origin).toBe(provider.url);
    expect(authorizeUrl.pathname).toBe('/authorize');
    const q = authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // The verifier never leaves the server; the state cookie is httpOnly, signed, short-lived.
    expect(authorizeUrl.href).not.toContain('code_verifier');
    expect(stateCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/login/oauth2/code/google',
      maxAge: 600,
    });
    expect(stateCookie!.value.startsWith(`${q.get('state')}.`)).toBe(true);
  });

  it('completes the flow: code exchange with the PKCE verifier, ID token checked, session made', async () => {
    await ctx.app.db.deleteFrom('oidc_flows').execute();
    provider.identity = {
      sub: 'sub-grace',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      picture: 'https://example.com/grace.png',
    };
    const res = await signInThroughProvider(ctx.app);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = tokenFrom(res.headers.location);
    expect(provider.tokenRequests.at(-1)?.code_verifier).toMatch(/^[\w-]{43,128}$/);
    // The state cookie is cleared once used.
    expect(res.cookies.find((c) => c.name === 'reelsmith_oidc')?.value).toBe('');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json())).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      picture: 'https://example.com/grace.png',
    });
    const row = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('subject', '=', 'sub-grace')
      .executeTakeFirstOrThrow();
    expect(row.provider).toBe(provider.url);
    // Only the token's hash is stored.
    const session = await ctx.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(token));
    expect(session.token_hash).not.toContain(token);
    // The flow is gone: nothing to replay.
    expect(await ctx.app.db.selectFrom('oidc_flows').selectAll().execute()).toEqual([]);
  });

  it('keys the user by the provider subject, not the email', async () => {
    provider.identity = { sub: 'sub-stable', email: 'old@example.com' };
    const first = tokenFrom((await signInThroughProvider(ctx.app)).headers.location);
    provider.identity = { sub: 'sub-stable', email: 'new@example.com', name: 'Renamed' };
    const second = tokenFrom((await signInThroughProvider(ctx.app)).headers.location);
    provider.identity = { sub: 'sub-other', email: 'new@example.com' };
    const third = tokenFrom((await signInThroughProvider(ctx.app)).headers.location);

    const user = async (token: string) =>
      userSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/auth/user',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json(),
      );
    const [a, b, c] = [await user(first), await user(second), await user(third)];
    expect(b.id).toBe(a.id);
    expect(b.email).toBe('new@example.com'); // the profile follows the provider
    expect(a.email).toBe('new@example.com');
    expect(c.id).not.toBe(a.id);
  });

  it('takes the email from userinfo when the ID token has none', async () => {
    provider.identity = { sub: 'sub-userinfo', email: 'info@example.com' };
    provider.tamperIdToken = (payload) => {
      delete payload.email;
    };
    const res = await signInThroughProvider(ctx.app);
    const token = tokenFrom(res.headers.location);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email: 'info@example.com' });
  });

  describe('refuses', () => {
    it('a wrong state (not the one bound to this browser)', async () => {
      const before = await countSessions(ctx.app);
      const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
      const callbackUrl = await visitProvider(authorizeUrl);
      callbackUrl.searchParams.set('state', 'forged-state-value-0123456789');
      const res = await returnToApp(ctx.app, callbackUrl, cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=failed');
      expect(await countSessions(ctx.app)).toBe(before);
    });

    it('a callback without the state cookie (login CSRF), or with a forged one', async () => {
      const { authorizeUrl } = await beginSignIn(ctx.app);
      const callbackUrl = await visitProvider(authorizeUrl);
      const state = callbackUrl.searchParams.get('state')!;
      for (const cookie of [undefined, `reelsmith_oidc=${state}.forgedsignature`]) {
        const res = await returnToApp(ctx.app, callbackUrl, cookie);
        expect(res.headers.location).toBe('/login?error=failed');
      }
    });

    it('a replayed code (the same callback twice)', async () => {
      const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
      const callbackUrl = await visitProvider(authorizeUrl);
      const first = await returnToApp(ctx.app, callbackUrl, cookie);
      tokenFrom(first.headers.location);
      const before = await countSessions(ctx.app);
      const replay = await returnToApp(ctx.app, callbackUrl, cookie);
      expect(replay.statusCode).toBe(302);
      expect(replay.headers.location).toBe('/login?error=expired');
      expect(await countSessions(ctx.app)).toBe(before);
    });

    it('a wrong nonce in the ID token', async () => {
      provider.tamperIdToken = (payload) => {
        payload.nonce = 'someone-elses-nonce';
      };
      const res = await signInThroughProvider(ctx.app);
      expect(res.headers.location).toBe('/login?error=failed');
    });

    it('an ID token for another audience', async () => {
      provider.tamperIdToken = (payload) => {
        payload.aud = 'another-client';
      };
      const res = await signInThroughProvider(ctx.app);
      expect(res.headers.location).toBe('/login?error=failed');
    });

    it('an expired ID token', async () => {
      provider.tamperIdToken = (payload) => {
        payload.iat = Math.floor(Date.now() / 1000) - 7200;
        payload.exp = Math.floor(Date.now() / 1000) - 3600;
      };
      const res = await signInThroughProvider(ctx.app);
      expect(res.headers.location).toBe('/login?error=failed');
    });

    it('an ID token from another issuer', async () => {
      provider.tamperIdToken = (payload) => {
        payload.iss = 'https://accounts.example.org';
      };
      const res = await signInThroughProvider(ctx.app);
      expect(res.headers.location).toBe('/login?error=failed');
    });

    it('a code exchanged with the wrong PKCE verifier', async () => {
      const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
      await ctx.app.db
        .updateTable('oidc_flows')
        .set({ code_verifier: 'x'.repeat(64) })
        .execute();
      const res = await returnToApp(ctx.app, await visitProvider(authorizeUrl), cookie);
      expect(res.headers.location).toMatch(/^\/login\?error=(failed|expired)$/);
    });

    it('a sign-in left at the provider for too long', async () => {
      const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
      await ctx.app.db
        .updateTable('oidc_flows')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const res = await returnToApp(ctx.app, await visitProvider(authorizeUrl), cookie);
      expect(res.headers.location).toBe('/login?error=expired');
    });

    it('a user without a verified email', async () => {
      provider.identity = { sub: 'sub-unverified', email: 'x@example.com', email_verified: false };
      const res = await signInThroughProvider(ctx.app);
      expect(res.headers.location).toBe('/login?error=failed');
    });
  });

  it('sends a person who declines consent to /login with the reason', async () => {
    provider.tamperRedirect = (url) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    };
    const res = await signInThroughProvider(ctx.app);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=access_denied');
  });

  it('turns the development sign-in off when Google is configured', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/dev/sign-in',
      payload: { email: 'dev@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenID Connect when the provider is down', () => {
  it('starts without the provider, sends sign-ins to /login, and recovers when it is back', async () => {
    const provider = await new TestOidcProvider().start();
    const port = new URL(provider.url).port;
    await provider.stop();
    const ctx = await createTestApp('pglite', oidcConfig(`http://127.0.0.1:${port}`));
    try {
      const down = await ctx.app.inject({ method: 'GET', url: '/api/oauth2/authorization/google' });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe('/login?error=unavailable');

      await provider.start(Number(port));
      const res = await signInThroughProvider(ctx.app);
      tokenFrom(res.headers.location);

      // Down between start and callback: the code exchange cannot happen.
      const { authorizeUrl, cookie } = await beginSignIn(ctx.app);
      const callbackUrl = await visitProvider(authorizeUrl);
      await provider.stop();
      const late = await returnToApp(ctx.app, callbackUrl, cookie);
      expect(late.headers.location).toBe('/login?error=unavailable');
    } finally {
      await ctx.close();
      await provider.stop();
    }
  });
});
