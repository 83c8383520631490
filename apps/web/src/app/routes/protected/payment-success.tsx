import '../../../features/payments/components/payments.css';
import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { refreshCredits } from '../../../features/credits/api/get-balance';
import { useVerifyCheckout } from '../../../features/payments/api/verify-checkout';
import { TestModeBadge } from '../../../features/payments/components/test-mode-badge';
import { friendlyMessage } from '../../../lib/api-client';

function Verified({ sessionId }: { sessionId: string }) {
  const result = useVerifyCheckout(sessionId);
  const succeeded = result.data?.success === true;
  useEffect(() => {
    if (succeeded) void refreshCredits();
  }, [succeeded]);

  if (result.isPending || result.data?.status === 'pending') {
    return <Spinner label="Confirming your payment" />;
  }
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
  return (
    <>
      <CircleCheck size={48} className="payment-result-icon-success" aria-hidden="true" />
      <h1>{CLIENT_MESSAGES.paymentSuccessful}</h1>
      <p className="tabular">
        <strong>{credits} credits</strong> were added to your account.
      </p>
      <p className="muted tabular">Your balance: {availableCredits} credits</p>
      <div className="payment-result-actions">
        <Link to="/create" className="btn btn-primary">
          Create a video
        </Link>
        <Link to="/dashboard" className="btn btn-secondary">
          Go to dashboard
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
          <p className="alert alert-error" role="alert">
            {CLIENT_MESSAGES.invalidCheckoutSession}
          </p>
        ) : (
          <Verified sessionId={sessionId} />
        )}
      </div>
    </div>
  );
}
