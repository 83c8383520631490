import '../../../features/credits/components/payments.css';
import { CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { TestModeBadge } from '../../../features/credits/components/test-mode-badge';
import {
  paymentPathReturningTo,
  peekPurchaseReturnPath,
} from '../../../features/credits/purchase-return-path';
import { usePageTitle } from '../page-title';

/**
 * /payment/cancel: the checkout was left without paying. The page says so and offers the ways
 * on, each going somewhere else: pay after all, or back to making videos.
 */
export default function PaymentCancelPage() {
  usePageTitle('Payment cancelled');
  // Someone the editor guard sent to pay still goes back there after paying.
  const returnPath = peekPurchaseReturnPath();
  return (
    <div className="container page">
      <div className="payment-result">
        <TestModeBadge />
        <CircleSlash size={48} className="payment-result-icon-muted" aria-hidden="true" />
        <h1>Payment cancelled</h1>
        <p className="muted">Your payment was cancelled. You were not charged.</p>
        <div className="payment-result-actions">
          <Link
            to={returnPath === null ? '/payment' : paymentPathReturningTo(returnPath)}
            className="btn btn-primary"
          >
            Try again
          </Link>
          <Link to="/create" className="btn btn-secondary">
            Back to Create
          </Link>
          <Link to="/dashboard" className="btn btn-ghost">
            Go to dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
