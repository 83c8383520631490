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

describe.each(testDatabases())('payments with Stripe (local fake) on %s', (kind) => {
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
  const deliver = (payload: string, signature = stripe.sign(payload, WEBHOOK_SECRET)) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  async function startCheckout(headers: Headers, packageId = 'popular') {
    const res = await api('POST', '/payment/create-checkout-session', headers, { packageId });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const id = url.split('/').at(-1) ?? '';
    return { url, id, session: stripe.sessions.get(id)! };
  }
  async function startIntent(headers: Headers, packageId = 'starter') {
    const res = await api('POST', '/payment/create-intent', headers, { packageId });
    expect(res.statusCode).toBe(200);
    return createIntentResponseSchema.parse(res.json());
  }

  it('tells the web app to use Stripe with the publishable key', async () => {
    expect((await api('GET', '/payment/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_reelsmith',
    });
  });

  it('creates a Checkout Session in payment mode at the server price, with an idempotency key', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const { url, session } = await startCheckout(headers, 'popular');
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${String(session.id)}`);
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.authorization).toBe('Bearer sk_test_reelsmith');
    expect(request.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(request.body).toMatchObject({
      mode: 'payment',
      success_url: 'https://reelsmith.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://reelsmith.example/payment/cancel',
      line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '800' } } },
      metadata: { userId: user.id, packageId: 'popular', credits: '10' },
      payment_intent_data: { metadata: { userId: user.id, packageId: 'popular' } },
    });
  });

  it('creates a PaymentIntent with automatic payment methods and an idempotency key', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { clientSecret, paymentIntentId } = await startIntent(headers, 'pro');
    const intent = stripe.intents.get(paymentIntentId!)!;
    expect(clientSecret).toBe(intent.client_secret);
    const request = stripe.requests.findLast((r) => r.path === '/v1/payment_intents')!;
    expect(request.idempotencyKey).toMatch(/^intent-[0-9a-f-]{36}$/);
    expect(request.body).toMatchObject({
      amount: '1400',
      currency: 'usd',
      automatic_payment_methods: { enabled: 'true' },
    });
  });

  it('grants once from a valid webhook, and a redelivery changes nothing', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers);
    const { session } = stripe.completeCheckout(id);
    const payload = stripe.event('checkout.session.completed', session);
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await balance(headers)).toBe(10);
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
    expect(await balance(headers)).toBe(10);
  });

  it('the same event delivered 20 times at once grants once', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'pro');
    const { session } = stripe.completeCheckout(id);
    const payload = stripe.event('checkout.session.completed', session);
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json<{ duplicate: boolean }>().duplicate)).toHaveLength(19);
    expect(await balance(headers)).toBe(20);
  });

  it('confirm racing the webhooks grants once, whatever comes first', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers, 'popular');
    const intent = stripe.succeedIntent(paymentIntentId!);
    const payloads = [1, 2, 3].map(() => stripe.event('payment_intent.succeeded', intent));
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        api('POST', `/payment/confirm/${paymentIntentId}`, headers, {}),
      ),
      ...payloads.map((p) => deliver(p)),
      api('POST', '/credits/purchase', headers, { paymentIntentId }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(9).fill(200));
    expect(results.at(-1)!.json()).toEqual({ status: 'succeeded', credits: 10 });
    expect(await balance(headers)).toBe(10);
  });

  it('events late and out of order: intent succeeded, then session completed, then expired', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'starter');
    const { session, intent } = stripe.completeCheckout(id);
    expect((await deliver(stripe.event('payment_intent.succeeded', intent))).statusCode).toBe(200);
    expect(await balance(headers)).toBe(3);
    await deliver(stripe.event('checkout.session.completed', session));
    await deliver(stripe.event('checkout.session.expired', { ...session, status: 'expired' }));
    const success = await api('GET', `/payment/success?session_id=${id}`, headers);
    expect(success.json()).toMatchObject({ status: 'succeeded', success: true, credits: 3 });
    expect(await balance(headers)).toBe(3);
  });

  it('the success page verifies with Stripe and grants before any webhook', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'popular');
    const pending = await api('GET', `/payment/success?session_id=${id}`, headers);
    expect(pending.json()).toMatchObject({ status: 'pending', success: false });
    expect(await balance(headers)).toBe(0);
    const { session } = stripe.completeCheckout(id);
    const success = await api('GET', `/payment/success?session_id=${id}`, headers);
    expect(success.json()).toMatchObject({
      status: 'succeeded',
      credits: 10,
      availableCredits: 10,
    });
    // The webhook arrives late: already granted.
    await deliver(stripe.event('checkout.session.completed', session));
    expect(await balance(headers)).toBe(10);
  });

  it('grants what was paid for when the package changes after checkout began', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'pro');
    await ctx.app.db
      .updateTable('credit_packages')
      .set({ credits: 50, price_cents: 1000 })
      .where('id', '=', 'pro')
      .execute();
    try {
      const { session } = stripe.completeCheckout(id);
      await deliver(stripe.event('checkout.session.completed', session));
      expect(await balance(headers)).toBe(20);
    } finally {
      await ctx.app.db
        .updateTable('credit_packages')
        .set({ credits: 20, price_cents: 1400 })
        .where('id', '=', 'pro')
        .execute();
    }
  });

  it('never grants a session whose amount is not what we asked', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'pro');
    const { session } = stripe.completeCheckout(id);
    await deliver(stripe.event('checkout.session.completed', { ...session, amount_total: 100 }));
    expect(await balance(headers)).toBe(0);
    const status = await api('GET', `/payment/session/${id}`, headers);
    expect(status.json()).toMatchObject({ status: 'failed' });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing signature', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers);
    const { session } = stripe.completeCheckout(id);
    const payload = stripe.event('checkout.session.completed', session);
    const tampered = payload.replace('"amount_total":800', '"amount_total":801');
    expect(tampered).not.toBe(payload);
    const attempts = [
      deliver(tampered, stripe.sign(payload, WEBHOOK_SECRET)),
      deliver(payload, stripe.sign(payload, 'whsec_wrong')),
      deliver(payload, stripe.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)),
      ctx.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid webhook signature',
        error: 'Bad Request',
        code: 'BAD_REQUEST',
      });
    }
    expect(await balance(headers)).toBe(0);
    // Refused deliveries leave no trace: the genuine one still counts.
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: false });
    expect(await balance(headers)).toBe(10);
  });

  it('acknowledges events it does not act on and events for objects that are not our payments', async () => {
    const other = await deliver(stripe.event('customer.created', { id: 'cus_1' }));
    expect(other.json()).toEqual({ received: true, duplicate: false });
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers);
    const { session } = stripe.completeCheckout(id);
    // Unknown ids and no metadata: nothing to find.
    const unknown = await deliver(
      stripe.event('checkout.session.completed', {
        ...session,
        id: 'cs_test_not_ours',
        metadata: {},
        payment_intent: 'pi_not_ours',
      }),
    );
    expect(unknown.statusCode).toBe(200);
    // Our payment id in the metadata of another session: not that payment's session.
    const foreign = await deliver(
      stripe.event('checkout.session.completed', {
        ...session,
        id: 'cs_test_someone_elses',
        payment_intent: 'pi_someone_elses',
      }),
    );
    expect(foreign.statusCode).toBe(200);
    expect(await balance(headers)).toBe(0);
  });

  it('grants nothing for an intent event that names our payment but is not its intent', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers);
    const intent = stripe.succeedIntent(paymentIntentId!);
    const res = await deliver(
      stripe.event('payment_intent.succeeded', { ...intent, id: 'pi_someone_elses' }),
    );
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await balance(headers)).toBe(0);
  });

  it('grants nothing for a completed session that is not paid yet (a delayed payment method)', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers);
    const { session } = stripe.completeCheckout(id);
    await deliver(
      stripe.event('checkout.session.completed', { ...session, payment_status: 'unpaid' }),
    );
    expect(await balance(headers)).toBe(0);
    const recorded = await api('GET', `/payment/session/${id}`, headers);
    expect(recorded.json()).toMatchObject({ status: 'pending' });
  });

  it('finds the payment by its session or intent id when an event carries no payment id', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers, 'starter');
    const { session } = stripe.completeCheckout(id);
    await deliver(stripe.event('checkout.session.completed', { ...session, metadata: {} }));
    expect(await balance(headers)).toBe(3);
    const { paymentIntentId } = await startIntent(headers, 'starter');
    const intent = stripe.succeedIntent(paymentIntentId!);
    await deliver(stripe.event('payment_intent.succeeded', { ...intent, metadata: {} }));
    expect(await balance(headers)).toBe(6);
  });

  it('records what a webhook alone says: an expired session is cancelled, a refused card failed', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id, session } = await startCheckout(headers);
    await deliver(stripe.event('checkout.session.expired', { ...session, status: 'expired' }));
    // `/payment/session/{id}` answers the payment as recorded: no question to Stripe.
    expect((await api('GET', `/payment/session/${id}`, headers)).json()).toMatchObject({
      status: 'cancelled',
    });
    const { paymentIntentId } = await startIntent(headers);
    const failed = stripe.failIntent(paymentIntentId!, 'Your card has insufficient funds.');
    await deliver(stripe.event('payment_intent.payment_failed', failed));
    expect((await api('GET', `/payment/session/${paymentIntentId}`, headers)).json()).toMatchObject(
      { status: 'failed', failureMessage: 'Your card has insufficient funds.' },
    );
    expect(await balance(headers)).toBe(0);
  });

  it('the status page asks Stripe before any webhook: an untouched intent stays pending, a refused card fails', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers);
    const status = () => api('GET', `/payment/session/${paymentIntentId}/status`, headers);
    expect((await status()).json()).toMatchObject({ status: 'pending', success: false });
    stripe.failIntent(paymentIntentId!, 'Your card was declined.');
    expect((await status()).json()).toMatchObject({
      status: 'failed',
      success: false,
      message: 'Your card was declined.',
    });
    expect(await balance(headers)).toBe(0);
  });

  it('records a failed card from the webhook; a later success still grants', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers);
    const failed = stripe.failIntent(paymentIntentId!, 'Your card was declined.');
    await deliver(stripe.event('payment_intent.payment_failed', failed));
    const status = await api('GET', `/payment/session/${paymentIntentId}/status`, headers);
    expect(status.json()).toMatchObject({
      status: 'failed',
      success: false,
      message: 'Your card was declined.',
    });
    const ok = stripe.succeedIntent(paymentIntentId!);
    await deliver(stripe.event('payment_intent.succeeded', ok));
    expect(await balance(headers)).toBe(3);
  });

  it('cancels with Stripe: expires the session, cancels the intent', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id } = await startCheckout(headers);
    const res = await api('POST', '/payment/cancel', headers, { sessionId: id });
    expect(res.json()).toMatchObject({ status: 'cancelled', success: false });
    expect(stripe.sessions.get(id)?.status).toBe('expired');
    const { paymentIntentId } = await startIntent(headers);
    await api('POST', `/payment/cancel/${paymentIntentId}`, headers);
    expect(stripe.intents.get(paymentIntentId!)?.status).toBe('canceled');
  });

  it('takes no card details: Stripe.js confirms the card in the browser', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { paymentIntentId } = await startIntent(headers);
    const res = await api('POST', `/payment/confirm/${paymentIntentId}`, headers, {
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(await balance(headers)).toBe(0);
  });

  it('answers 502 when Stripe cannot be reached, without recording a payment', async () => {
    const broken = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_reelsmith',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const { headers } = await createSignedInUser(broken.app);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/payment/create-intent',
        headers,
        payload: { packageId: 'starter' },
      });
      expect(res.statusCode).toBe(502);
      const rows = await broken.app.db.selectFrom('payments').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
