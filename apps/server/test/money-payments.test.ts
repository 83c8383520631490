import { createIntentResponseSchema } from '@reelsmith/contract';
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
import { StripeFake, WEBHOOK_SECRET } from './support/stripe-fake.js';

/**
 * Issue 20, point 8: what a mutation check of the payments showed untested. A payment in
 * another currency grants nothing, and a late failure, expiry or cancellation never
 * downgrades a payment that succeeded. Both providers; PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

type App = TestContext['app'];

/** The user's purchase rows in the ledger: one per granted payment. */
const purchases = (app: App, userId: string) =>
  app.db
    .selectFrom('credit_ledger')
    .select(['delta', 'reference'])
    .where('user_id', '=', userId)
    .where('reason', '=', 'purchase')
    .execute();

/** The payment as recorded, read without asking the provider (GET /payment/session/{id}). */
const recorded = async (app: App, headers: Headers, id: string) =>
  (await apiClient(app).api('GET', `/payment/session/${id}`, headers)).json<{
    status: string;
    failureMessage: string | null;
  }>();

describe.each(testDatabases())('money: the test provider on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { APP_URL: 'http://app.test' });
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => ctx.close());

  const api: ReturnType<typeof apiClient>['api'] = (...args) => apiClient(ctx.app).api(...args);
  const balance = (headers: Headers) => apiClient(ctx.app).balance(headers);

  /** The provider's own record of the payment says something else than our order. */
  const providerSays = (id: string, change: { currency?: string; amount_cents?: number }) =>
    ctx.app.db.updateTable('test_payment_objects').set(change).where('id', '=', id).execute();

  async function checkoutId(headers: Headers, packageId: string) {
    const res = await api('POST', '/payment/create-checkout-session', headers, { packageId });
    expect(res.statusCode).toBe(200);
    return decodeURIComponent(new URL(res.json<{ url: string }>().url).pathname.split('/').at(-1)!);
  }
  async function intentId(headers: Headers, packageId: string) {
    const res = await api('POST', '/payment/create-intent', headers, { packageId });
    expect(res.statusCode).toBe(200);
    return createIntentResponseSchema.parse(res.json()).paymentIntentId!;
  }

  it('a payment in another currency grants nothing, by checkout or by intent', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    // The same number of cents, in euros: only the currency differs from the order.
    const checkout = await checkoutId(headers, 'popular');
    await providerSays(checkout, { currency: 'eur' });
    const intent = await intentId(headers, 'starter');
    await providerSays(intent, { currency: 'eur' });
    for (const id of [checkout, intent]) {
      const paid = await api('POST', `/payment/confirm/${id}`, headers, { card: GOOD_CARD });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'failed', success: false, availableCredits: 0 });
      // Asking again (the success page) still grants nothing.
      const again = await api('GET', `/payment/session/${id}/status`, headers);
      expect(again.json()).toMatchObject({ status: 'failed', success: false });
      expect(await recorded(ctx.app, headers, id)).toMatchObject({
        status: 'failed',
        failureMessage: 'The amount paid does not match the order',
      });
    }
    expect(await balance(headers)).toBe(0);
    expect(await purchases(ctx.app, user.id)).toEqual([]);
  });

  it('a payment of another amount grants nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const intent = await intentId(headers, 'pro');
    await providerSays(intent, { amount_cents: 100 });
    const paid = await api('POST', `/payment/confirm/${intent}`, headers, { card: GOOD_CARD });
    expect(paid.json()).toMatchObject({ status: 'failed', success: false });
    expect(await balance(headers)).toBe(0);
    expect(await purchases(ctx.app, user.id)).toEqual([]);
  });

  it('a provider that later calls a paid payment cancelled does not downgrade it', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const checkout = await checkoutId(headers, 'starter');
    const intent = await intentId(headers, 'popular');
    for (const id of [checkout, intent]) {
      const paid = await api('POST', `/payment/confirm/${id}`, headers, { card: GOOD_CARD });
      expect(paid.json()).toMatchObject({ status: 'succeeded' });
    }
    const closed = { [checkout]: 'expired', [intent]: 'canceled' } as const;
    for (const [id, status] of Object.entries(closed)) {
      await ctx.app.db
        .updateTable('test_payment_objects')
        .set({ status })
        .where('id', '=', id)
        .execute();
    }
    for (const id of [checkout, intent]) {
      const success = await api('GET', `/payment/session/${id}/status`, headers);
      expect(success.json()).toMatchObject({ status: 'succeeded', success: true });
      const cancel = await api('POST', `/payment/cancel/${id}`, headers);
      expect(cancel.json()).toMatchObject({ status: 'succeeded', success: true });
      expect(await recorded(ctx.app, headers, id)).toMatchObject({ status: 'succeeded' });
    }
    expect(await balance(headers)).toBe(13);
    expect(await purchases(ctx.app, user.id)).toHaveLength(2);
  });
});

describe.each(testDatabases())('money: Stripe (local fake) on %s', (kind) => {
  let ctx: TestContext;
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await StripeFake.start();
    ctx = await createTestApp(kind, {
      APP_URL: 'https://reelsmith.example',
      ...stripe.appEnv(),
    });
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  const api: ReturnType<typeof apiClient>['api'] = (...args) => apiClient(ctx.app).api(...args);
  const balance = (headers: Headers) => apiClient(ctx.app).balance(headers);
  const deliver = async (type: string, object: Record<string, unknown>) => {
    const payload = stripe.event(type, object);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripe.sign(payload, WEBHOOK_SECRET),
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  };

  async function checkoutId(headers: Headers, packageId: string) {
    const res = await api('POST', '/payment/create-checkout-session', headers, { packageId });
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string }>().url.split('/').at(-1)!;
  }
  async function intentId(headers: Headers, packageId: string) {
    const res = await api('POST', '/payment/create-intent', headers, { packageId });
    expect(res.statusCode).toBe(200);
    return createIntentResponseSchema.parse(res.json()).paymentIntentId!;
  }

  it('a webhook for a payment in another currency grants nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const checkout = await checkoutId(headers, 'popular');
    const { session } = stripe.completeCheckout(checkout);
    await deliver('checkout.session.completed', { ...session, currency: 'eur' });
    expect(await recorded(ctx.app, headers, checkout)).toMatchObject({ status: 'failed' });

    const intent = await intentId(headers, 'pro');
    const paid = stripe.succeedIntent(intent);
    await deliver('payment_intent.succeeded', { ...paid, currency: 'gbp' });
    expect(await recorded(ctx.app, headers, intent)).toMatchObject({ status: 'failed' });

    expect(await balance(headers)).toBe(0);
    expect(await purchases(ctx.app, user.id)).toEqual([]);
  });

  it('verifying with Stripe a payment made in another currency grants nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const checkout = await checkoutId(headers, 'starter');
    stripe.completeCheckout(checkout);
    stripe.sessions.get(checkout)!.currency = 'eur';
    const success = await api('GET', `/payment/success?session_id=${checkout}`, headers);
    expect(success.json()).toMatchObject({ status: 'failed', success: false, availableCredits: 0 });

    const intent = await intentId(headers, 'starter');
    Object.assign(stripe.succeedIntent(intent), { currency: 'eur' });
    const confirm = await api('POST', `/payment/confirm/${intent}`, headers, {});
    expect(confirm.json()).toMatchObject({ status: 'failed', success: false });

    expect(await balance(headers)).toBe(0);
    expect(await purchases(ctx.app, user.id)).toEqual([]);
  });

  it('late expired and cancel requests never downgrade a paid checkout', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const checkout = await checkoutId(headers, 'popular');
    const { session, intent } = stripe.completeCheckout(checkout);
    await deliver('checkout.session.completed', session);
    expect(await balance(headers)).toBe(10);
    // The checkout's intent is announced as failed and cancelled after the fact, too.
    await deliver('checkout.session.expired', { ...session, status: 'expired' });
    await deliver('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await deliver('payment_intent.canceled', { ...intent, status: 'canceled' });
    expect(await recorded(ctx.app, headers, checkout)).toEqual(
      expect.objectContaining({ status: 'succeeded', failureMessage: null }),
    );
    const cancel = await api('POST', '/payment/cancel', headers, { sessionId: checkout });
    expect(cancel.json()).toMatchObject({ status: 'succeeded', success: true });
    expect(await balance(headers)).toBe(10);
    expect(await purchases(ctx.app, user.id)).toHaveLength(1);
  });

  it('late failed and cancelled events never downgrade a paid intent', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const intent = await intentId(headers, 'pro');
    const paid = stripe.succeedIntent(intent);
    await deliver('payment_intent.succeeded', paid);
    expect(await balance(headers)).toBe(20);
    await deliver('payment_intent.payment_failed', {
      ...paid,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect(await recorded(ctx.app, headers, intent)).toEqual(
      expect.objectContaining({ status: 'succeeded', failureMessage: null }),
    );
    await deliver('payment_intent.canceled', { ...paid, status: 'canceled' });
    expect(await recorded(ctx.app, headers, intent)).toMatchObject({ status: 'succeeded' });
    // A redelivered success after all that grants nothing more.
    await deliver('payment_intent.succeeded', paid);
    const status = await api('GET', `/payment/session/${intent}/status`, headers);
    expect(status.json()).toMatchObject({ status: 'succeeded', credits: 20, availableCredits: 20 });
    expect(await purchases(ctx.app, user.id)).toEqual([
      { delta: 20, reference: expect.any(String) },
    ]);
  });

  it('a payment whose user row is gone (an operator deleted it) is recorded and grants nobody', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const checkout = await checkoutId(headers, 'starter');
    // The app only ever anonymizes users; payments keep their row (ON DELETE SET NULL).
    await ctx.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    const { session } = stripe.completeCheckout(checkout);
    await deliver('checkout.session.completed', session);
    const payment = await ctx.app.db
      .selectFrom('payments')
      .select(['status', 'user_id'])
      .where('checkout_session_id', '=', checkout)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'succeeded', user_id: null });
    const rows = await ctx.app.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a failed event before the success still lets the success grant once', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const intent = await intentId(headers, 'starter');
    const failed = stripe.failIntent(intent);
    await deliver('payment_intent.payment_failed', failed);
    await deliver('payment_intent.canceled', { ...failed, status: 'canceled' });
    expect(await recorded(ctx.app, headers, intent)).toMatchObject({ status: 'cancelled' });
    // Stripe's word that it was paid after all wins over our cancelled record.
    await deliver('payment_intent.succeeded', stripe.succeedIntent(intent));
    expect(await recorded(ctx.app, headers, intent)).toMatchObject({ status: 'succeeded' });
    expect(await balance(headers)).toBe(3);
    expect(await purchases(ctx.app, user.id)).toHaveLength(1);
  });
});
