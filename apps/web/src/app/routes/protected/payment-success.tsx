import '../../../features/credits/components/payments.css';
import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useVerifyCheckout } from '../../../features/credits/api/verify-checkout';
import { TestModeBadge } from '../../../features/credits/components/test-mode-badge';
import {
  peekPurchaseReturnPath,
  takePurchaseReturnPath,
} from '../../../features/credits/purchase-return-path';
import { friendlyMessage } from '../../../lib/api-client';
import { refreshCredits } from '../../../lib/refresh-credits';
import { usePageTitle } from '../page-title';

function Verified({ sessionId }: { sessionId: string }) {
  const result = useVerifyCheckout(sessionId);
  const succeeded = result.data?.success === true;
  const pending = result.isPending || result.data?.status === 'pending';
  usePageTitle(
    pending
      ? 'Confirming your payment'
      : succeeded
        ? CLIENT_MESSAGES.paymentSuccessful
        : CLIENT_MESSAGES.paymentFailed,
  );
  useEffect(() => {
    if (succeeded) void refreshCredits();
  }, [succeeded]);

  if (pending) return <Spinner label="Confirming your payment" />;
  if (result.isError || !succeeded) {
    return (
      <>
        <CircleX size={48} className="payment-result-icon-muted" aria-hidden="true" />
        <h1>{CLIENT_MESSAGES.paymentFailed}</h1>
        <p className="muted">
          {result.isError
            ? friendlyMessage(result.error)
            : (result.data?.message ?? 'The payment did not go through. You were not charged.')}
        </p>
        <div className="payment-result-actions">
          <Link to="/payment" className="btn btn-primary">
            Try again
          </Link>
        </div>
      </>
    );
  }
  const { credits, availableCredits } = result.data;
  // Sent to pay by the editor guard: the way back there comes first.
  const returnPath = peekPurchaseReturnPath();
  return (
    <>
      <CircleCheck size={48} className="payment-result-icon-success" aria-hidden="true" />
      <h1>{CLIENT_MESSAGES.paymentSuccessful}</h1>
      <p className="tabular">
        <strong>{credits} credits</strong> were added to your account.
      </p>
      <p className="muted tabular">Your balance: {availableCredits} credits</p>
      <div className="payment-result-actions">
        {returnPath !== null && (
          <Link to={returnPath} className="btn btn-primary" onClick={takePurchaseReturnPath}>
            Continue where you left off
          </Link>
        )}
        <Link
          to="/create"
          className={returnPath === null ? 'btn btn-primary' : 'btn btn-secondary'}
        >
          Create a video
        </Link>
        <Link to="/dashboard" className="btn btn-secondary">
          Go to dashboard
        </Link>
      </div>
    </>
  );
}

/** Reached without a checkout session (a bookmark, a link cut short): say so, and the way on. */
function NoSession() {
  usePageTitle('No payment to confirm');
  return (
    <>
      <CircleHelp size={48} className="payment-result-icon-muted" aria-hidden="true" />
      <h1>No payment to confirm</h1>
      <p className="muted">
        {CLIENT_MESSAGES.invalidCheckoutSession}: this address names no checkout. Nothing was
        charged.
      </p>
      <div className="payment-result-actions">
        <Link to="/payment" className="btn btn-primary">
          Buy credits
        </Link>
        <Link to="/create" className="btn btn-secondary">
          Create a video
        </Link>
      </div>
    </>
  );
}

/** /payment/success?session_id=: the server verifies the checkout, then credits and balance. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <div className="container page">
      <div className="payment-result" aria-live="polite">
        <TestModeBadge />
        {sessionId === null || sessionId === '' ? (
          <NoSession />
        ) : (
          <Verified sessionId={sessionId} />
        )}
      </div>
    </div>
  );
}
