import '../../../features/payments/components/payments.css';
import { CircleSlash } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreditCheck } from '../../../features/credits/api/check-credits';
import { InsufficientCreditsModal } from '../../../features/credits/components/insufficient-credits-modal';
import { TestModeBadge } from '../../../features/payments/components/test-mode-badge';

/**
 * /payment/cancel: the checkout was left without paying. Someone who still cannot pay for a
 * video is shown the insufficient-credits modal, with the way to buy right there.
 */
export default function PaymentCancelPage() {
  const check = useCreditCheck();
  const [dismissed, setDismissed] = useState(false);
  const short = check.data !== undefined && !check.data.hasEnoughCredits;
  return (
    <div className="container page">
      <div className="payment-result">
        <TestModeBadge />
        <CircleSlash size={48} className="payment-result-icon-muted" aria-hidden="true" />
        <h1>Payment cancelled</h1>
        <p className="muted">Your payment was cancelled. You were not charged.</p>
        <div className="payment-result-actions">
          <Link to="/payment" className="btn btn-primary">
            Choose a package
          </Link>
          <Link to="/dashboard" className="btn btn-secondary">
            Go to dashboard
          </Link>
        </div>
      </div>
      {short && !dismissed && (
        <InsufficientCreditsModal
          required={check.data.requiredCredits}
          available={check.data.availableCredits}
          onClose={() => setDismissed(true)}
        />
      )}
    </div>
  );
}
