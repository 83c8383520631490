import { LOCAL_PACKAGES, packagesResponseSchema } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../src/app.js';
import { configSchema, loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { helmetHeaders } from '../src/plugins/security-headers.js';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';

describe.each(testDatabases())('foundation on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reports health with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it.each(['/api/credits/packages', '/api/payment/packages'])(
    'lists the three seeded packs at %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = packagesResponseSchema.parse(res.json());
      expect(
        body.packages.map((p) => [p.id, p.name, p.price, p.credits, p.discountPercentage]),
      ).toEqual(
        LOCAL_PACKAGES.map((p) => [p.id, p.name, p.price, p.credits, p.discountPercentage]),
      );
      expect(body.packages.find((p) => p.id === 'popular')?.popular).toBe(true);
    },
  );

  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 in the error shape, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('takes a bodiless POST with a JSON content type (the web client always sends one)', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(after.statusCode).toBe(401);
  });

  it('still refuses a prototype-poisoning JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":"render","message":"x","__proto__":{"polluted":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('sends security headers with a CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an answer', 'GET', '/api/health', 200],
    ['a refusal', 'GET', '/api/credits/balance', 401],
    ['bad input', 'GET', '/api/story/not-a-project/status', 401],
    ['an unknown route', 'GET', '/api/no-such-route', 404],
    ['a method the route does not take', 'DELETE', '/api/health', 404],
  ] as const)('sends every security header with %s', async (_, method, url, code) => {
    const expected = helmetHeaders(helmetOptions(ctx.app.config));
    expect(expected.length).toBeGreaterThan(8);
    const res = await ctx.app.inject({ method, url });
    expect(res.statusCode).toBe(code);
    for (const [name, value] of expected) expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/credits/packages', '/api/payment/packages']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('migrations are idempotent: a second run applies nothing', async () => {
    expect(await migrate(ctx.database)).toEqual([]);
  });
});

describe('content security policy', () => {
  it('allows Stripe.js only when Stripe is configured', async () => {
    const plain = await createTestApp('pglite');
    const stripe = await createTestApp('pglite', { STRIPE_SECRET_KEY: 'sk_test_csp' });
    try {
      const without = (await plain.app.inject({ url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      const withStripe = (await stripe.app.inject({ url: '/api/health' })).headers[
        'content-security-policy'
      ] as string;
      expect(without).not.toContain('stripe');
      expect(without).toContain("frame-src 'none'");
      expect(withStripe).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(withStripe).toContain('https://hooks.stripe.com');
    } finally {
      await plain.close();
      await stripe.close();
    }
  });
});

describe('configuration', () => {
  it('uses documented defaults', () => {
    const config = configSchema.parse({});
    expect(config.PORT).toBe(3000);
    expect(config.SIGNUP_CREDITS).toBe(0);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SIGNUP_CREDITS: '-1' })).toThrow(/SIGNUP_CREDITS/);
  });
});
