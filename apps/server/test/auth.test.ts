import { authStatusResponseSchema, userSchema, verifyResponseSchema } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { configSchema } from '../src/config.js';
import { hashToken } from '../src/repositories/sessions.repository.js';
import { SESSION_CHANGES_CHANNEL } from '../src/services/session-cache.js';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function devSignIn(app: App, email: string, userAgent = 'vitest') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/dev/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    payload: new URLSearchParams({ email }).toString(),
  });
}

const tokenFrom = (location: unknown) => {
  const match = /^\/oauth2\/callback\?token=([\w-]{43})$/.exec(String(location));
  expect(match, `redirected to ${String(location)}`).not.toBeNull();
  return match![1]!;
};

describe.each(testDatabases())('sign-in and sessions on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('development sign-in', () => {
    it('shows a marked page at the start URL when Google is not configured', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/oauth2/authorization/google' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>Development sign-in</h1>');
      expect(res.body).toContain('action="/api/auth/dev/sign-in"');
      expect(res.body).toContain('name="email"');
    });

    it('signs in by form post and redirects to the callback page with a token', async () => {
      const res = await devSignIn(ctx.app, 'Dev.Person@Example.com', 'Firefox test');
      expect(res.statusCode).toBe(303);
      expect(res.headers['cache-control']).toBe('no-store');
      const token = tokenFrom(res.headers.location);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(token),
      });
      expect(userSchema.parse(me.json())).toMatchObject({
        email: 'dev.person@example.com',
        name: 'dev.person',
      });
      const session = await ctx.app.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(session.user_agent).toBe('Firefox test');
      // 30 days by default.
      const days = (session.expires_at.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('signs the same email in as the same user, with a new session each time', async () => {
      const a = tokenFrom((await devSignIn(ctx.app, 'same@example.com')).headers.location);
      const b = tokenFrom((await devSignIn(ctx.app, 'SAME@example.com')).headers.location);
      expect(a).not.toBe(b);
      const id = async (t: string) =>
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(t) })).json<{
          id: string;
        }>().id;
      expect(await id(a)).toBe(await id(b));
    });

    it('accepts JSON too', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/dev/sign-in',
        payload: { email: 'json@example.com' },
      });
      expect(res.statusCode).toBe(303);
    });

    it('shows the page again with the problem for an invalid email', async () => {
      for (const email of ['', 'not-an-email', `${'a'.repeat(250)}@example.com`]) {
        const res = await devSignIn(ctx.app, email);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('role="alert"');
      }
      const escaped = await devSignIn(ctx.app, '"><script>alert(1)</script>');
      expect(escaped.body).not.toContain('<script>');
    });
  });

  describe('GET /auth/status', () => {
    it('answers 200 with authenticated false when signed out or the token is dead', async () => {
      for (const headers of [{}, bearer('nope')]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/status', headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ authenticated: false, user: null });
      }
    });

    it('answers authenticated true with the user for a live token', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/status', headers });
      const body = authStatusResponseSchema.parse(res.json());
      expect(body.authenticated).toBe(true);
      expect(body.user).toMatchObject({ id: user.id, email: user.email });
    });
  });

  describe('session lifecycle', () => {
    it('verify says whose the token is and until when', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
      expect(res.statusCode).toBe(200);
      const body = verifyResponseSchema.parse(res.json());
      expect(body.user.id).toBe(user.id);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });

    it('a token stops working when its expiry is moved into the past', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode,
      ).toBe(200);
      // The session is cached now; a change made with SQL reaches the cache through the
      // database's notification (decision 0043): the test waits for it as the app does.
      const heard: string[] = [];
      const unlisten = await ctx.database.listen(SESSION_CHANGES_CHANNEL, (p) => heard.push(p));
      const [session] = await ctx.app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('user_id', '=', user.id)
        .returning('id')
        .execute();
      await expect.poll(() => heard).toContain(`s:${session!.id}`);
      await unlisten();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Invalid token', code: 'UNAUTHORIZED' });
    });

    it('logout revokes the session: the token stops working, other sessions keep working', async () => {
      const token = tokenFrom(
        (await devSignIn(ctx.app, 'two-devices@example.com')).headers.location,
      );
      const other = tokenFrom(
        (await devSignIn(ctx.app, 'two-devices@example.com')).headers.location,
      );
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true });
      const after = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(token),
      });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ message: 'Invalid token' });
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(401);
      const otherDevice = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(other),
      });
      expect(otherDevice.statusCode).toBe(200);
    });

    it('refresh rotates: the new token works, the old one stops at once', async () => {
      const { token, user } = await createSignedInUser(ctx.app);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const fresh = res.json<{ token: string }>().token;
      expect(fresh).toMatch(/^[\w-]{43}$/);
      expect(fresh).not.toBe(token);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: bearer(fresh),
      });
      expect(me.json()).toMatchObject({ id: user.id });
      for (const url of ['/api/auth/user', '/api/auth/refresh']) {
        const old = await ctx.app.inject({
          method: url.endsWith('refresh') ? 'POST' : 'GET',
          url,
          headers: bearer(token),
        });
        expect(old.statusCode).toBe(401);
        expect(old.json()).toMatchObject({ message: 'Invalid token' });
      }
    });

    it('two refreshes racing with one token give one new token', async () => {
      const { token } = await createSignedInUser(ctx.app);
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    });
  });
});

describe('development sign-in in production', () => {
  it('is refused (404) unless DEV_SIGN_IN=true', async () => {
    const off = await createTestApp('pglite', { NODE_ENV: 'production' });
    try {
      const post = await devSignIn(off.app, 'prod@example.com');
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
      const start = await off.app.inject({
        method: 'GET',
        url: '/api/oauth2/authorization/google',
      });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?error=unavailable');
    } finally {
      await off.close();
    }
    const on = await createTestApp('pglite', { NODE_ENV: 'production', DEV_SIGN_IN: 'true' });
    try {
      expect((await devSignIn(on.app, 'prod@example.com')).statusCode).toBe(303);
    } finally {
      await on.close();
    }
  });
});

describe('sign-in rate limits', () => {
  it('default to 30 a minute per address', () => {
    expect(configSchema.parse({}).SIGN_IN_RATE_LIMIT).toBe(30);
  });

  it('answer 429 Too many requests past SIGN_IN_RATE_LIMIT, each route its own budget', async () => {
    const ctx = await createTestApp('pglite', { SIGN_IN_RATE_LIMIT: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await devSignIn(ctx.app, `burst${i}@example.com`)).statusCode);
      }
      expect(codes).toEqual([303, 303, 303, 303, 303]);
      const last = await devSignIn(ctx.app, 'burst-last@example.com');
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({
        message: 'Too many requests',
        code: 'TOO_MANY_REQUESTS',
      });
      const start = await ctx.app.inject({
        method: 'GET',
        url: '/api/oauth2/authorization/google',
      });
      expect(start.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
