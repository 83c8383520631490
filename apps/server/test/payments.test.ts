import {
  CARD_MESSAGES,
  createIntentResponseSchema,
  paymentResultSchema,
  paymentSessionSchema,
} from '@reelsmith/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.repository.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const NO_FUNDS_CARD = { ...GOOD_CARD, number: '4000 0000 0000 9995' };

describe.each(testDatabases())('payments with the test provider on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { APP_URL: 'http://app.test' });
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const api: ReturnType<typeof apiClient>['api'] = (...args) => apiClient(ctx.app).api(...args);
  const balance = (headers: Headers) => apiClient(ctx.app).balance(headers);

  async function startCheckout(headers: Headers, packageId = 'popular') {
    const res = await api('POST', '/payment/create-checkout-session', headers, { packageId });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const id = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
    return { url, id };
  }
  async function startIntent(headers: Headers, packageId = 'starter') {
    const res = await api('POST', '/payment/create-intent', headers, { packageId });
    expect(res.statusCode).toBe(200);
    return createIntentResponseSchema.parse(res.json());
  }

  it('tells the web app it is the test provider', async () => {
    const res = await api('GET', '/payment/config');
    expect(res.json()).toEqual({ provider: 'test', publishableKey: null });
  });

  it('buys every pack through the hosted test checkout, crediting exactly its credits', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    let expected = 0;
    for (const [packageId, credits, price] of [
      ['starter', 3, 3],
      ['popular', 10, 8],
      ['pro', 20, 14],
    ] as const) {
      const { url, id } = await startCheckout(headers, packageId);
      expect(url).toBe(`http://app.test/payment/test-checkout/${id}`);
      const session = paymentSessionSchema.parse(
        (await api('GET', `/payment/session/${id}`, headers)).json(),
      );
      expect(session).toMatchObject({ kind: 'checkout', status: 'pending', credits, price });
      // Nothing is granted before the card is charged.
      const early = await api('GET', `/payment/success?session_id=${id}`, headers);
      expect(early.json()).toMatchObject({ status: 'pending', success: false });
      const paid = await api('POST', `/payment/confirm/${id}`, headers, { card: GOOD_CARD });
      expect(paid.statusCode).toBe(200);
      expected += credits;
      expect(paid.json()).toMatchObject({ status: 'succeeded', success: true, credits });
      // The success page verifies again: no second grant.
      const success = paymentResultSchema.parse(
        (await api('GET', `/payment/success?session_id=${id}`, headers)).json(),
      );
      expect(success).toMatchObject({ success: true, credits, availableCredits: expected });
      expect(await balance(headers)).toBe(expected);
    }
    const history = await api('GET', '/credits/history', headers);
    expect(history.json()).toMatchObject({ totalElements: 3 });
  });

  it('buys through the in-page form: create-intent, then confirm with the card', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { clientSecret, paymentIntentId } = await startIntent(headers, 'pro');
    expect(clientSecret).toMatch(/^pi_test_\w+_secret_/);
    const res = await api('POST', `/payment/confirm/${paymentIntentId}`, headers, {
      card: GOOD_CARD,
    });
    expect(res.json()).toMatchObject({ status: 'succeeded', credits: 20, availableCredits: 20 });
    const purchase = await api('POST', '/credits/purchase', headers, { paymentIntentId });
    expect(purchase.json()).toEqual({ status: 'succeeded', credits: 20 });
    expect(await balance(headers)).toBe(20);
  });

  it('refuses declined cards with the card error and grants nothing; another card then works', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers);
    for (const [card, message] of [
      [DECLINED_CARD, CARD_MESSAGES.declined],
      [NO_FUNDS_CARD, CARD_MESSAGES.insufficientFunds],
      [{ ...GOOD_CARD, number: '4242 4242 4242 4241' }, CARD_MESSAGES.incorrectNumber],
    ] as const) {
      const res = await api('POST', `/payment/confirm/${paymentIntentId}`, headers, { card });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        message,
        error: 'Payment Required',
        code: 'PAYMENT_FAILED',
      });
    }
    const status = await api('GET', `/payment/session/${paymentIntentId}/status`, headers);
    expect(status.json()).toMatchObject({
      status: 'failed',
      success: false,
      message: CARD_MESSAGES.incorrectNumber,
    });
    expect(await balance(headers)).toBe(0);
    const retry = await api('POST', `/payment/confirm/${paymentIntentId}`, headers, {
      card: GOOD_CARD,
    });
    expect(retry.json()).toMatchObject({ status: 'succeeded', credits: 3 });
    expect(await balance(headers)).toBe(3);
  });

  it('20 concurrent confirms of one payment grant once', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers, 'popular');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', `/payment/confirm/${paymentIntentId}`, headers, { card: GOOD_CARD }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await balance(headers)).toBe(10);
  });

  it('grants what was paid for when the package changes after checkout began', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'starter');
    await ctx.app.db
      .updateTable('credit_packages')
      .set({ credits: 99, price_cents: 100 })
      .where('id', '=', 'starter')
      .execute();
    try {
      const res = await api('POST', `/payment/confirm/${id}`, headers, { card: GOOD_CARD });
      expect(res.json()).toMatchObject({ status: 'succeeded', credits: 3 });
      expect(await balance(headers)).toBe(3);
    } finally {
      await ctx.app.db
        .updateTable('credit_packages')
        .set({ credits: 3, price_cents: 300 })
        .where('id', '=', 'starter')
        .execute();
    }
  });

  it('cancels a checkout (POST /payment/cancel) and an intent (POST /payment/cancel/{id})', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers);
    const cancelled = await api('POST', '/payment/cancel', headers, { sessionId: id });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', success: false });
    // A cancelled checkout cannot be paid any more.
    const late = await api('POST', `/payment/confirm/${id}`, headers, { card: GOOD_CARD });
    expect(late.statusCode).toBe(402);
    const { paymentIntentId } = await startIntent(headers);
    const res = await api('POST', `/payment/cancel/${paymentIntentId}`, headers);
    expect(res.json()).toMatchObject({ status: 'cancelled', success: false });
    expect(await balance(headers)).toBe(0);
  });

  it('cancelling a paid payment keeps it paid', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers);
    await api('POST', `/payment/confirm/${paymentIntentId}`, headers, { card: GOOD_CARD });
    const res = await api('POST', `/payment/cancel/${paymentIntentId}`, headers);
    expect(res.json()).toMatchObject({ status: 'succeeded', success: true });
    expect(await balance(headers)).toBe(3);
  });

  it("answers 404 for another user's payment on every route", async () => {
    const owner = await createSignedInUser(ctx.app);
    const other = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(owner.headers);
    const { paymentIntentId } = await startIntent(owner.headers);
    const attempts = [
      api('GET', `/payment/session/${id}`, other.headers),
      api('GET', `/payment/session/${id}/status`, other.headers),
      api('GET', `/payment/success?session_id=${id}`, other.headers),
      api('POST', `/payment/confirm/${id}`, other.headers, { card: GOOD_CARD }),
      api('POST', `/payment/cancel/${paymentIntentId}`, other.headers),
      api('POST', '/payment/cancel', other.headers, { sessionId: id }),
      api('POST', '/credits/purchase', other.headers, { paymentIntentId }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found' });
    }
    // Nothing the other user did touched the owner's payment.
    const mine = await api('GET', `/payment/session/${id}`, owner.headers);
    expect(mine.json()).toMatchObject({ status: 'pending' });
    expect(await balance(other.headers)).toBe(0);
  });

  it('answers bad input with a clear 400', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/payment/create-checkout-session', { packageId: 'nope' }, /Unknown packageId/],
      ['POST', '/payment/create-checkout-session', {}, /packageId/],
      ['POST', '/payment/create-intent', { packageId: '' }, /packageId/],
      ['POST', '/payment/cancel', {}, /sessionId/],
      ['GET', '/payment/success', undefined, /session_id/],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await api(method as 'GET' | 'POST', url, headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const { paymentIntentId } = await startIntent(headers);
    const badCard = await api('POST', `/payment/confirm/${paymentIntentId}`, headers, {
      card: { number: '4242' },
    });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json<{ message: string }>().message).toMatch(/card/);
  });

  it('needs a signed-in user for everything but config and the webhook', async () => {
    for (const [method, url] of [
      ['POST', '/payment/create-checkout-session'],
      ['POST', '/payment/create-intent'],
      ['POST', '/payment/confirm/x'],
      ['POST', '/payment/cancel/x'],
      ['POST', '/payment/cancel'],
      ['GET', '/payment/success?session_id=x'],
      ['GET', '/payment/session/x'],
      ['GET', '/payment/session/x/status'],
    ] as const) {
      const res = await api(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'No token found' });
    }
  });

  it('refuses webhooks: the test provider sends none', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid webhook signature' });
  });
});

describe.each(testDatabases())('payments switched off on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 503 in production without Stripe unless TEST_PAYMENTS is set', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const config = await ctx.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(config.statusCode).toBe(503);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      headers,
      payload: { packageId: 'starter' },
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({ message: 'Payments are not available' });
  });
});
