import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const NUL = 'a\u0000b';

/**
 * A NUL in any string once reached PostgreSQL ("invalid byte sequence for encoding UTF8")
 * and came back as a 500. Every place a string comes in refuses it with a 400 naming the field.
 */
describe.each(testDatabases())('control characters in requests on %s', (kind) => {
  let ctx: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    headers = (await createSignedInUser(ctx.app)).headers;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${field}: must not contain control characters`,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
    });
  };

  const bodies: [string, string, Record<string, string>][] = [
    ['/payment/create-intent', 'packageId', { packageId: NUL }],
    ['/payment/create-checkout-session', 'packageId', { packageId: NUL }],
    ['/credits/purchase', 'packageId', { packageId: NUL }],
    ['/credits/purchase', 'paymentIntentId', { paymentIntentId: NUL }],
    ['/payment/cancel', 'sessionId', { sessionId: NUL }],
    ['/payment/confirm/pi_x', 'card.number', { card: NUL }],
  ];
  it.each(bodies)('POST %s refuses a NUL in %s', async (url, field, body) => {
    const payload =
      field === 'card.number' ? { card: { number: NUL, expiry: '12/40', cvc: '123' } } : body;
    expectRefused(await apiClient(ctx.app).api('POST', url, headers, payload), field);
  });

  it.each(['name', 'message', 'stack', 'url'])(
    'POST /errors/report refuses a NUL in %s, signed out, and stores nothing',
    async (field) => {
      const report = { kind: 'render', message: 'broken', [field]: NUL };
      expectRefused(await apiClient(ctx.app).api('POST', '/errors/report', {}, report), field);
      const rows = await ctx.app.db.selectFrom('client_errors').select('id').execute();
      expect(rows).toEqual([]);
    },
  );

  it.each([
    ['POST', '/payment/confirm/%00'],
    ['POST', '/payment/cancel/%00'],
    ['GET', '/payment/session/%00'],
    ['GET', '/payment/session/a%00b/status'],
  ] as const)('%s %s refuses a NUL in the path', async (method, url) => {
    expectRefused(await apiClient(ctx.app).api(method, url, headers), 'id');
  });

  it('refuses a NUL in the query, with a schema or without one', async () => {
    const { api } = apiClient(ctx.app);
    expectRefused(await api('GET', '/payment/success?session_id=a%00b', headers), 'session_id');
    expectRefused(await api('GET', '/credits/balance?anything=%01', headers), 'anything');
    expectRefused(await api('GET', '/login/oauth2/code/google?state=%00'), 'state');
  });

  it('still takes tabs and new lines, which stack traces have', async () => {
    const res = await apiClient(ctx.app).api(
      'POST',
      '/errors/report',
      {},
      {
        kind: 'render',
        message: 'broken',
        stack: 'Error: broken\n\tat render (app.js:1:2)\r\n',
      },
    );
    expect(res.statusCode).toBe(202);
  });
});
