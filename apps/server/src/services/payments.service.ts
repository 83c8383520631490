import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  type PaymentConfig,
  type PaymentResult,
  type PaymentSession,
  type TestCard,
} from '@reelsmith/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import type { PaymentKind } from '../db/tables/credits.js';
import { badRequest, HttpError, notFound } from '../errors.js';
import {
  CardError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderPaymentIntent,
} from '../providers/payments/payment-provider.js';
import { packagesRepository } from '../repositories/packages.repository.js';
import { paymentsRepository, type PaymentRow } from '../repositories/payments.repository.js';
import type { BalanceKeeper } from './balance-cache.js';
import { creditsService } from './credits.service.js';

const CURRENCY = 'usd';

/** What the provider says about a payment, reduced to what we do about it. */
type Outcome =
  | {
      kind: 'paid';
      amountCents: number | null;
      currency: string | null;
      paymentIntentId: string | null;
    }
  | { kind: 'failed'; message: string }
  | { kind: 'closed' }
  | { kind: 'open' };

const sessionOutcome = (s: ProviderCheckoutSession): Outcome =>
  s.status === 'complete' && s.paid
    ? {
        kind: 'paid',
        amountCents: s.amountCents,
        currency: s.currency,
        paymentIntentId: s.paymentIntentId,
      }
    : s.status === 'expired'
      ? { kind: 'closed' }
      : { kind: 'open' };

const intentOutcome = (pi: ProviderPaymentIntent): Outcome => {
  switch (pi.status) {
    case 'succeeded':
      return {
        kind: 'paid',
        amountCents: pi.amountReceivedCents,
        currency: pi.currency,
        paymentIntentId: pi.id,
      };
    case 'canceled':
      return { kind: 'closed' };
    case 'requires_payment_method':
      return pi.failureMessage === null
        ? { kind: 'open' }
        : { kind: 'failed', message: pi.failureMessage };
    case 'requires_confirmation':
    case 'requires_action':
    case 'processing':
    case 'requires_capture':
      return { kind: 'open' };
  }
};

const eventOutcome = (event: PaymentEvent): Outcome | undefined => {
  switch (event.type) {
    case 'checkout.completed':
      return sessionOutcome(event.session);
    case 'checkout.expired':
      return { kind: 'closed' };
    case 'intent.succeeded':
      return intentOutcome(event.intent);
    case 'intent.failed':
      return { kind: 'failed', message: event.intent.failureMessage ?? 'Payment failed' };
    case 'intent.canceled':
      return { kind: 'closed' };
    case 'ignored':
      return undefined;
  }
};

export const paymentsUnavailable = () =>
  new HttpError(503, 'Payments are not available', ERROR_CODES.INTERNAL);
const providerFailed = () =>
  new HttpError(
    502,
    'The payment provider did not answer. Please try again.',
    ERROR_CODES.INTERNAL,
  );

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider | undefined;
  config: Pick<Config, 'APP_URL' | 'SIGNUP_CREDITS'>;
  log: FastifyBaseLogger;
  /** The process's kept balances, told of every grant (decision 0043). */
  balances?: BalanceKeeper;
}

/**
 * Payments: starting checkouts and intents at our prices, and granting credits for payments
 * verified with the provider, at most once per payment, whichever of webhook, confirm,
 * success or status arrives first (docs/decisions/0031-payments.md).
 */
export function paymentsService({ db, provider, config, log, balances }: PaymentsServiceDeps) {
  const payments = paymentsRepository(db);
  const packages = packagesRepository(db);
  const credits = creditsService(db, config, balances);

  const requireProvider = (): PaymentProvider => {
    if (provider === undefined) throw paymentsUnavailable();
    return provider;
  };

  /** Calls the provider; its failures become a 502 that says so, never a silent 500. */
  const call = async <T>(what: string, fn: (p: PaymentProvider) => Promise<T>): Promise<T> => {
    const p = requireProvider();
    try {
      return await fn(p);
    } catch (error) {
      if (error instanceof HttpError || error instanceof CardError) throw error;
      log.error({ err: error, provider: p.name }, `payment provider: ${what} failed`);
      throw providerFailed();
    }
  };

  async function order(userId: string, packageId: string): Promise<PaymentOrder> {
    const pack = await packages.findActive(packageId);
    if (pack === undefined) throw badRequest(`Unknown packageId: ${packageId}`);
    return {
      paymentId: randomUUID(),
      userId,
      packageId: pack.id,
      packageName: pack.name,
      credits: pack.credits,
      amountCents: pack.price_cents,
      currency: CURRENCY,
    };
  }

  const snapshot = (o: PaymentOrder, kind: PaymentKind, p: PaymentProvider) => ({
    id: o.paymentId,
    user_id: o.userId,
    provider: p.name,
    kind,
    package_id: o.packageId,
    package_name: o.packageName,
    credits: o.credits,
    amount_cents: o.amountCents,
    currency: o.currency,
  });

  /**
   * The one place credits are granted for a payment: locks the payment row, and if it has not
   * succeeded yet and the provider's amount matches what we asked, marks it succeeded and
   * credits the ledger in the same transaction. Returns true when this call granted.
   */
  async function fulfil(
    trx: Db,
    paymentId: string,
    paid: Extract<Outcome, { kind: 'paid' }>,
  ): Promise<boolean> {
    const repo = paymentsRepository(trx);
    const payment = await repo.lock(paymentId);
    if (payment === undefined || payment.status === 'succeeded') return false;
    if (paid.amountCents !== payment.amount_cents || paid.currency !== payment.currency) {
      log.error(
        { paymentId, expected: [payment.amount_cents, payment.currency], paid },
        'payment amount does not match the order: not granting credits',
      );
      await repo.markUnsuccessful(paymentId, 'failed', 'The amount paid does not match the order');
      return false;
    }
    await repo.markSucceeded(paymentId, paid.paymentIntentId);
    if (payment.user_id !== null) {
      await creditsService(trx, config, balances).grantPurchase(
        payment.user_id,
        payment.id,
        payment.credits,
      );
    }
    log.info({ paymentId, credits: payment.credits }, 'payment succeeded: credits granted');
    return true;
  }

  async function apply(trx: Db, paymentId: string, outcome: Outcome) {
    switch (outcome.kind) {
      case 'paid':
        await fulfil(trx, paymentId, outcome);
        return;
      case 'failed':
        await paymentsRepository(trx).markUnsuccessful(paymentId, 'failed', outcome.message);
        return;
      case 'closed':
        await paymentsRepository(trx).markUnsuccessful(paymentId, 'cancelled', null);
        return;
      case 'open':
        return;
    }
  }

  /** Asks the provider about a payment and acts on the answer; returns the payment as it is now. */
  async function verify(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status === 'succeeded') return payment;
    const outcome = await call('retrieve', async (p) => {
      if (payment.kind === 'checkout' && payment.checkout_session_id !== null) {
        const session = await p.retrieveCheckoutSession(payment.checkout_session_id);
        return session === undefined ? undefined : sessionOutcome(session);
      }
      if (payment.payment_intent_id === null) return undefined;
      const intent = await p.retrievePaymentIntent(payment.payment_intent_id);
      return intent === undefined ? undefined : intentOutcome(intent);
    });
    if (outcome === undefined || outcome.kind === 'open') return payment;
    return settle(payment, outcome);
  }

  /** Acts on the provider's answer and returns the payment as it is afterwards. */
  function settle(payment: PaymentRow, outcome: Outcome): Promise<PaymentRow> {
    return inTransaction(db, async (trx) => {
      await apply(trx, payment.id, outcome);
      return (await paymentsRepository(trx).lock(payment.id)) ?? payment;
    });
  }

  async function findForUser(userId: string, id: string): Promise<PaymentRow> {
    const payment = await payments.findForUser(userId, id);
    if (payment === undefined) throw notFound('Payment not found');
    return payment;
  }

  async function result(payment: PaymentRow, userId: string): Promise<PaymentResult> {
    return {
      status: payment.status,
      success: payment.status === 'succeeded',
      credits: payment.credits,
      availableCredits: await credits.balance(userId),
      ...(payment.failure_message === null ? {} : { message: payment.failure_message }),
    };
  }

  return {
    config(): PaymentConfig {
      const p = requireProvider();
      return { provider: p.name, publishableKey: p.publishableKey };
    },

    /** A hosted checkout for one package; the browser goes to `url`. */
    async createCheckoutSession(userId: string, packageId: string) {
      const o = await order(userId, packageId);
      const session = await call('create checkout session', (p) =>
        p.createCheckoutSession({
          ...o,
          // Stripe fills in {CHECKOUT_SESSION_ID} (https://docs.stripe.com/payments/checkout/custom-success-page).
          successUrl: new URL('/payment/success?session_id={CHECKOUT_SESSION_ID}', config.APP_URL)
            .toString()
            .replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}'),
          cancelUrl: new URL('/payment/cancel', config.APP_URL).toString(),
        }),
      );
      if (session.url === null)
        throw new HttpError(502, 'Invalid checkout session', ERROR_CODES.INTERNAL);
      await payments.insert({
        ...snapshot(o, 'checkout', requireProvider()),
        checkout_session_id: session.id,
        payment_intent_id: session.paymentIntentId,
      });
      return { url: session.url, sessionId: session.id, paymentId: o.paymentId };
    },

    /** A payment intent for the in-page card form. */
    async createIntent(userId: string, packageId: string) {
      const o = await order(userId, packageId);
      const intent = await call('create payment intent', (p) => p.createPaymentIntent(o));
      if (intent.clientSecret === null) throw providerFailed();
      await payments.insert({
        ...snapshot(o, 'intent', requireProvider()),
        payment_intent_id: intent.id,
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        paymentId: o.paymentId,
      };
    },

    /**
     * `POST /payment/confirm/{id}`: with Stripe, the card was confirmed by Stripe.js and this
     * verifies; with the test provider, the test card is charged here first.
     */
    async confirm(userId: string, id: string, card: TestCard | undefined): Promise<PaymentResult> {
      const payment = await findForUser(userId, id);
      if (card !== undefined && payment.status !== 'succeeded') {
        const p = requireProvider();
        if (p.payWithTestCard === undefined) {
          throw badRequest('Card details are only accepted by the test payment provider');
        }
        try {
          const objectId =
            payment.kind === 'checkout' ? payment.checkout_session_id : payment.payment_intent_id;
          await call('pay with test card', (tp) =>
            tp.payWithTestCard === undefined || objectId === null
              ? Promise.resolve()
              : tp.payWithTestCard(objectId, card),
          );
        } catch (error) {
          if (!(error instanceof CardError)) throw error;
          await payments.markUnsuccessful(payment.id, 'failed', error.message);
          throw new HttpError(402, error.message, ERROR_CODES.PAYMENT_FAILED);
        }
      }
      return result(await verify(payment), userId);
    },

    /** `GET /payment/success?session_id=`, `GET /payment/session/{id}/status`. */
    async verify(userId: string, id: string): Promise<PaymentResult> {
      return result(await verify(await findForUser(userId, id)), userId);
    },

    /** `POST /payment/cancel/{id}` and `POST /payment/cancel`: a paid payment stays paid. */
    async cancel(userId: string, id: string): Promise<PaymentResult> {
      let payment = await verify(await findForUser(userId, id));
      if (payment.status === 'pending' || payment.status === 'failed') {
        const outcome = await call('cancel', async (p): Promise<Outcome> => {
          if (payment.kind === 'checkout' && payment.checkout_session_id !== null) {
            return sessionOutcome(await p.expireCheckoutSession(payment.checkout_session_id));
          }
          return intentOutcome(await p.cancelPaymentIntent(payment.payment_intent_id ?? id));
        });
        payment = await settle(payment, outcome);
      }
      return result(payment, userId);
    },

    /** `GET /payment/session/{id}`: the payment as we recorded it. */
    async session(userId: string, id: string): Promise<PaymentSession> {
      const payment = await findForUser(userId, id);
      return {
        id: payment.checkout_session_id ?? payment.payment_intent_id ?? id,
        kind: payment.kind,
        provider: payment.provider,
        status: payment.status,
        packageId: payment.package_id,
        packageName: payment.package_name,
        credits: payment.credits,
        price: payment.amount_cents / 100,
        currency: payment.currency,
        failureMessage: payment.failure_message,
        createdAt: new Date(payment.created_at).toISOString(),
      };
    },

    /**
     * A signed provider event. Recorded by id in the same transaction as its effect, so a
     * redelivery (or 20 at once) changes nothing, and a failed attempt leaves no record.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const p = requireProvider();
      let event: PaymentEvent;
      try {
        event = p.constructEvent(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          log.warn({ reason: error.message }, 'payment webhook refused');
          throw badRequest('Invalid webhook signature');
        }
        throw badRequest('Invalid webhook payload');
      }
      return inTransaction(db, async (trx) => {
        const repo = paymentsRepository(trx);
        const fresh = await repo.recordEvent({
          id: event.id,
          provider: p.name,
          type: event.providerType,
        });
        if (!fresh) return { received: true as const, duplicate: true };
        const outcome = eventOutcome(event);
        if (outcome === undefined || event.type === 'ignored') {
          return { received: true as const, duplicate: false };
        }
        const object = 'session' in event ? event.session : event.intent;
        const payment = await repo.findByProviderObject({
          paymentId: object.paymentId,
          ...('session' in event
            ? {
                checkoutSessionId: event.session.id,
                paymentIntentId: event.session.paymentIntentId,
              }
            : { paymentIntentId: event.intent.id }),
        });
        // The event's object must be the payment's own: its checkout session, or its intent
        // (a checkout's intent may be announced before we learn its id).
        const belongs =
          payment !== undefined &&
          ('session' in event
            ? payment.checkout_session_id === event.session.id
            : payment.payment_intent_id === null || payment.payment_intent_id === event.intent.id);
        if (payment === undefined || !belongs) {
          log.warn(
            { eventId: event.id, type: event.providerType },
            'payment webhook: not one of our payments',
          );
        } else {
          await apply(trx, payment.id, outcome);
        }
        return { received: true as const, duplicate: false };
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
