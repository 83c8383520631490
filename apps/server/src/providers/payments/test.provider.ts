import { randomBytes } from 'node:crypto';
import type { TestCard } from '@reelsmith/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TestPaymentObjectTable } from '../../db/tables/credits.js';
import {
  CardError,
  orderMetadata,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderPaymentIntent,
} from './payment-provider.js';
import { testCardError } from './test-cards.js';

type TestObject = Selectable<TestPaymentObjectTable>;

/** Ids derived from our payment id: creating twice returns the first object (idempotency). */
const objectId = (prefix: 'cs' | 'pi', paymentId: string) =>
  `${prefix}_test_${paymentId.replaceAll('-', '')}`;

/**
 * The built-in provider used when Stripe is not configured: it behaves like Stripe's test mode
 * with its own hosted checkout page (`/payment/test-checkout/{id}` in the web app) and takes
 * Stripe's test cards. It keeps its sessions and intents in its own table, so it survives
 * restarts and works with several server processes. It never moves money.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly appUrl: string,
  ) {}

  #checkoutUrl(id: string) {
    return new URL(`/payment/test-checkout/${encodeURIComponent(id)}`, this.appUrl).toString();
  }

  #toSession(row: TestObject): ProviderCheckoutSession {
    const status = row.status === 'complete' || row.status === 'expired' ? row.status : 'open';
    return {
      id: row.id,
      url: status === 'open' ? this.#checkoutUrl(row.id) : null,
      status,
      paid: status === 'complete',
      amountCents: row.amount_cents,
      currency: row.currency,
      paymentIntentId: row.payment_intent_id,
      paymentId: row.metadata.paymentId ?? null,
    };
  }

  #toIntent(row: TestObject): ProviderPaymentIntent {
    const status =
      row.status === 'succeeded' || row.status === 'canceled'
        ? row.status
        : 'requires_payment_method';
    return {
      id: row.id,
      clientSecret: row.client_secret,
      status,
      amountCents: row.amount_cents,
      amountReceivedCents: status === 'succeeded' ? row.amount_cents : 0,
      currency: row.currency,
      paymentId: row.metadata.paymentId ?? null,
      failureMessage: row.last_error,
    };
  }

  async #create(row: {
    id: string;
    kind: 'checkout' | 'intent';
    order: PaymentOrder;
    status: TestObject['status'];
    clientSecret: string | null;
  }): Promise<TestObject> {
    await this.db
      .insertInto('test_payment_objects')
      .values({
        id: row.id,
        kind: row.kind,
        amount_cents: row.order.amountCents,
        currency: row.order.currency,
        status: row.status,
        metadata: JSON.stringify(orderMetadata(row.order)),
        client_secret: row.clientSecret,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return this.#find(row.id, row.kind) as Promise<TestObject>;
  }

  #find(id: string, kind: 'checkout' | 'intent', db = this.db, lock = false) {
    let query = db
      .selectFrom('test_payment_objects')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', kind);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async createCheckoutSession(input: CheckoutInput): Promise<ProviderCheckoutSession> {
    const row = await this.#create({
      id: objectId('cs', input.paymentId),
      kind: 'checkout',
      order: input,
      status: 'open',
      clientSecret: null,
    });
    return this.#toSession(row);
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | undefined> {
    const row = await this.#find(id, 'checkout');
    return row === undefined ? undefined : this.#toSession(row);
  }

  async expireCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    await this.db
      .updateTable('test_payment_objects')
      .set({ status: 'expired' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
    const row = await this.#find(id, 'checkout');
    if (row === undefined) throw new Error(`No such checkout session: ${id}`);
    return this.#toSession(row);
  }

  async createPaymentIntent(order: PaymentOrder): Promise<ProviderPaymentIntent> {
    const id = objectId('pi', order.paymentId);
    const row = await this.#create({
      id,
      kind: 'intent',
      order,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
    });
    return this.#toIntent(row);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | undefined> {
    const row = await this.#find(id, 'intent');
    return row === undefined ? undefined : this.#toIntent(row);
  }

  async cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    await this.db
      .updateTable('test_payment_objects')
      .set({ status: 'canceled' })
      .where('id', '=', id)
      .where('status', '<>', 'succeeded')
      .execute();
    const row = await this.#find(id, 'intent');
    if (row === undefined) throw new Error(`No such payment intent: ${id}`);
    return this.#toIntent(row);
  }

  constructEvent(): PaymentEvent {
    throw new WebhookSignatureError('The test payment provider sends no webhooks');
  }

  /**
   * Charges a test card for a checkout session (its hosted page) or a payment intent (the
   * in-page form). Paying what is already paid changes nothing.
   */
  async payWithTestCard(id: string, card: TestCard): Promise<void> {
    const kind = id.startsWith('cs_') ? 'checkout' : 'intent';
    const cardError = testCardError(card);
    const refusal = await this.db.transaction().execute(async (trx) => {
      const row = await this.#find(id, kind, trx, true);
      if (row === undefined) throw new Error(`No such test payment object: ${id}`);
      if (row.status === 'complete' || row.status === 'succeeded') return undefined;
      if (row.status === 'expired' || row.status === 'canceled') {
        throw new CardError('This payment was cancelled.');
      }
      if (cardError !== undefined) {
        await trx
          .updateTable('test_payment_objects')
          .set({ last_error: cardError })
          .where('id', '=', id)
          .execute();
        return cardError;
      }
      await trx
        .updateTable('test_payment_objects')
        .set(
          kind === 'checkout'
            ? {
                status: 'complete',
                last_error: null,
                payment_intent_id: `pi_test_${randomBytes(12).toString('hex')}`,
              }
            : { status: 'succeeded', last_error: null },
        )
        .where('id', '=', id)
        .execute();
      return undefined;
    });
    if (refusal !== undefined) throw new CardError(refusal);
  }
}
