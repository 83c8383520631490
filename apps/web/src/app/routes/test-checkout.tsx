import '../../features/credits/components/payments.css';
import type { TestCard } from '@reelsmith/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { Spinner } from '../../components/ui/spinner';
import { cancelCheckoutSession } from '../../features/credits/api/cancel-payment';
import { confirmPayment } from '../../features/credits/api/confirm-payment';
import { usePaymentSession } from '../../features/credits/api/get-payment-session';
import { TestCardForm } from '../../features/credits/components/test-card-form';
import { TestModeBadge } from '../../features/credits/components/test-mode-badge';
import { cardErrorMessage } from '../../features/credits/card-error';
import { formatPrice } from '../../features/credits/components/package-card';
import { friendlyMessage } from '../../lib/api-client';
import { usePageTitle } from './page-title';

/**
 * The test provider's hosted checkout page (/payment/test-checkout/{id}): what Stripe's hosted
 * page is in Stripe mode. The card is charged by the server's test provider; then the browser
 * goes to the success URL, or to the cancel URL when the person cancels.
 */
export default function TestCheckoutPage() {
  usePageTitle('Test checkout');
  const { sessionId = '' } = useParams();
  const session = usePaymentSession(sessionId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(card: TestCard) {
    setBusy(true);
    setError(null);
    try {
      await confirmPayment(sessionId, card);
      window.location.assign(`/payment/success?session_id=${encodeURIComponent(sessionId)}`);
    } catch (failure) {
      const message = cardErrorMessage(failure);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    await cancelCheckoutSession(sessionId).catch(() => undefined);
    window.location.assign('/payment/cancel');
  }

  let body;
  if (session.isPending) {
    body = <Spinner label="Loading checkout" />;
  } else if (session.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(session.error)}
      </p>
    );
  } else if (session.data.status === 'succeeded' || session.data.status === 'cancelled') {
    body = (
      <>
        <p>
          {session.data.status === 'succeeded'
            ? 'This checkout is already paid.'
            : 'This checkout was cancelled.'}
        </p>
        <Link to="/payment" className="btn btn-secondary">
          Back to Purchase Credits
        </Link>
      </>
    );
  } else {
    const { packageName, credits, price } = session.data;
    body = (
      <>
        <div className="checkout-summary">
          <p className="eyebrow">Reelsmith</p>
          <h2>{packageName}</h2>
          <p className="checkout-figures tabular">
            <span className="checkout-price">{formatPrice(price)}</span>
            <span>{credits} credits</span>
          </p>
        </div>
        <TestCardForm
          submitLabel={`Pay ${formatPrice(price)}`}
          busy={busy}
          error={error}
          onSubmit={(card) => void pay(card)}
        />
        <button
          type="button"
          className="btn btn-ghost checkout-back"
          onClick={() => void cancel()}
          disabled={busy}
        >
          Cancel and return
        </button>
      </>
    );
  }

  return (
    <div className="container page">
      <div className="payment-head">
        <h1>Test checkout</h1>
        <TestModeBadge always />
      </div>
      <section className="card checkout-panel" aria-label="Checkout">
        {body}
      </section>
    </div>
  );
}
