import type { Kysely } from 'kysely';
import { isTestPaymentsEnabled, type Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe.provider.js';
import { TestPaymentProvider } from './test.provider.js';

export type { PaymentProvider } from './payment-provider.js';

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider, unless it is off
 * (production, unless TEST_PAYMENTS=true); otherwise none, and payments answer 503.
 */
export function createPaymentProvider(
  config: Config,
  db: Kysely<Database>,
): PaymentProvider | undefined {
  if (config.STRIPE_SECRET_KEY !== undefined) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  if (isTestPaymentsEnabled(config)) return new TestPaymentProvider(db, config.APP_URL);
  return undefined;
}
