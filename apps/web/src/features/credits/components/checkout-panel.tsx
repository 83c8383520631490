import { CLIENT_MESSAGES, type CreditPackage, type PaymentConfig } from '@reelsmith/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { usePurchaseCredits } from '../api/purchase-credits';
import { formatPrice } from './package-card';
import { cancelPayment } from '../api/cancel-payment';
import { confirmPayment } from '../api/confirm-payment';
import { useCreateIntent } from '../api/create-intent';
import { cardErrorMessage } from '../card-error';
import { takePurchaseReturnPath } from '../purchase-return-path';
import { savePurchaseReceipt } from '../purchase-receipt';
import { TestCardForm } from './test-card-form';

// Stripe Elements load only here, and only when the provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** How long the success toasts show before the full navigation to /dashboard. */
const NAVIGATE_AFTER_MS = 1500;

interface CheckoutPanelProps {
  pack: CreditPackage;
  config: PaymentConfig;
  onBack: () => void;
}

/**
 * The chosen package and its card form (docs/product/screens-and-routes.md#payment-page): a
 * payment intent is created, the card is confirmed with the provider, the server verifies the
 * payment, then the toasts and a full navigation to /dashboard, or back to the page that sent
 * the buyer here (the editor guard's return path).
 */
export function CheckoutPanel({ pack, config, onBack }: CheckoutPanelProps) {
  const intent = useCreateIntent(pack.id);
  const purchase = usePurchaseCredits();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (intent.isError) toast.error(CLIENT_MESSAGES.failedInitPayment, { id: 'init-payment' });
  }, [intent.isError]);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
    setBusy(false);
  };

  async function pay(confirmWithProvider: () => Promise<unknown>) {
    if (intent.data === undefined) return;
    setBusy(true);
    setError(null);
    try {
      await confirmWithProvider();
    } catch (cardError) {
      fail(cardErrorMessage(cardError));
      return;
    }
    try {
      // The server verifies the payment; 'succeeded' refreshes the balance (the hook does).
      const result = await purchase.mutateAsync({ paymentIntentId: intent.data.paymentIntentId });
      if (result.status !== 'succeeded') {
        fail(CLIENT_MESSAGES.paymentFailed);
        return;
      }
      const credits = result.credits ?? pack.credits;
      toast.success(CLIENT_MESSAGES.paymentSuccessful);
      toast.success(CLIENT_MESSAGES.purchasedCredits(credits));
      // The full navigation loses the toasts: the page it lands on shows the purchase again.
      savePurchaseReceipt({ credits });
      const destination = takePurchaseReturnPath() ?? '/dashboard';
      window.setTimeout(() => window.location.assign(destination), NAVIGATE_AFTER_MS);
    } catch {
      fail(CLIENT_MESSAGES.paymentFailedRetry);
    }
  }

  const back = () => {
    // The unused intent is cancelled so that it cannot be paid later by mistake.
    if (intent.data !== undefined) void cancelPayment(intent.data.paymentIntentId).catch(() => {});
    onBack();
  };

  return (
    <section className="card checkout-panel" aria-labelledby="checkout-title">
      <div className="checkout-summary">
        <p className="eyebrow">Selected package</p>
        <h2 id="checkout-title">{pack.name}</h2>
        <p className="checkout-figures tabular">
          <span className="checkout-price">{formatPrice(pack.price)}</span>
          <span>{pack.credits} credits</span>
        </p>
      </div>
      {intent.isPending ? (
        <Spinner label="Preparing payment" />
      ) : intent.isError ? (
        <p className="alert alert-error" role="alert">
          {CLIENT_MESSAGES.failedInitPayment}
        </p>
      ) : config.provider === 'stripe' && config.publishableKey !== null ? (
        <Suspense fallback={<Spinner label="Loading card form" />}>
          <StripeCardForm
            publishableKey={config.publishableKey}
            clientSecret={intent.data.clientSecret}
            submitLabel="Pay Now"
            busy={busy}
            error={error}
            onSubmit={(confirmWithStripe) => void pay(confirmWithStripe)}
          />
        </Suspense>
      ) : (
        <TestCardForm
          submitLabel="Pay Now"
          busy={busy}
          error={error}
          onSubmit={(card) => void pay(() => confirmPayment(intent.data.paymentIntentId, card))}
        />
      )}
      <button type="button" className="btn btn-ghost checkout-back" onClick={back} disabled={busy}>
        ← Choose different package
      </button>
    </section>
  );
}
