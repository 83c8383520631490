import type { PaymentProviderName, PaymentStatus } from '@reelsmith/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PaymentTable } from '../db/tables/credits.js';

export type PaymentRow = Selectable<PaymentTable>;

/** Payments and the provider events already handled. */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    async insert(payment: Insertable<PaymentTable>): Promise<PaymentRow> {
      return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
    },

    /** A user's payment by its checkout session id or payment intent id. */
    async findForUser(userId: string, providerObjectId: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('checkout_session_id', '=', providerObjectId),
            eb('payment_intent_id', '=', providerObjectId),
          ]),
        )
        .executeTakeFirst();
    },

    /** The payment a provider object belongs to: by our id (metadata), else by its own ids. */
    async findByProviderObject(ref: {
      paymentId: string | null;
      checkoutSessionId?: string | null;
      paymentIntentId?: string | null;
    }): Promise<PaymentRow | undefined> {
      const ors = [
        ref.checkoutSessionId == null
          ? null
          : (['checkout_session_id', ref.checkoutSessionId] as const),
        ref.paymentIntentId == null ? null : (['payment_intent_id', ref.paymentIntentId] as const),
      ].filter((x) => x !== null);
      const isUuid = ref.paymentId !== null && /^[0-9a-f-]{36}$/i.test(ref.paymentId);
      if (!isUuid && ors.length === 0) return undefined;
      return db
        .selectFrom('payments')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(isUuid && ref.paymentId !== null ? [eb('id', '=', ref.paymentId)] : []),
            ...ors.map(([column, value]) => eb(column, '=', value)),
          ]),
        )
        .executeTakeFirst();
    },

    /** The payment, locked until the transaction ends. */
    async lock(paymentId: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .forUpdate()
        .executeTakeFirst();
    },

    async markSucceeded(paymentId: string, paymentIntentId: string | null): Promise<void> {
      await db
        .updateTable('payments')
        .set((eb) => ({
          status: 'succeeded',
          failure_message: null,
          succeeded_at: new Date(),
          updated_at: new Date(),
          payment_intent_id: eb.fn.coalesce('payment_intent_id', eb.val(paymentIntentId)),
        }))
        .where('id', '=', paymentId)
        .execute();
    },

    /**
     * Moves a pending or failed payment to `status`. Success and cancellation are final here;
     * only a verified payment (markSucceeded) moves a cancelled one on.
     */
    async markUnsuccessful(
      paymentId: string,
      status: Exclude<PaymentStatus, 'succeeded'>,
      failureMessage: string | null,
    ): Promise<void> {
      await db
        .updateTable('payments')
        .set({ status, failure_message: failureMessage, updated_at: new Date() })
        .where('id', '=', paymentId)
        .where('status', 'in', ['pending', 'failed'])
        .execute();
    },

    /** Records a provider event id; false when it was already recorded (a redelivery). */
    async recordEvent(event: {
      id: string;
      provider: PaymentProviderName;
      type: string;
    }): Promise<boolean> {
      const row = await db
        .insertInto('payment_events')
        .values(event)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
