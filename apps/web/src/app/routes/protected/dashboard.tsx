import '../../../features/credits/components/payments.css';
import { CircleCheck, Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useBalance } from '../../../features/credits/api/get-balance';
import { arrivedPurchase } from '../../../features/credits/purchase-receipt';
import { usePageTitle } from '../page-title';

const creditsText = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/**
 * /dashboard: where a purchase on /payment lands (docs/product/screens-and-routes.md#payment-page), so it confirms that purchase
 * and shows the balance with the way to spend it. The list of videos comes with the editor.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const purchase = arrivedPurchase();
  const balance = useBalance();
  return (
    <div className="container page page-narrow dashboard">
      <h1>Dashboard</h1>
      {purchase !== null && (
        <section className="card dashboard-purchase" aria-labelledby="dashboard-purchase">
          <CircleCheck size={28} className="payment-result-icon-success" aria-hidden="true" />
          <div>
            <h2 id="dashboard-purchase">Payment successful!</h2>
            <p className="tabular">
              <strong>{creditsText(purchase.credits)}</strong> added to your account.
            </p>
          </div>
        </section>
      )}
      <section className="card dashboard-credits" aria-labelledby="dashboard-credits">
        <h2 id="dashboard-credits">Your credits</h2>
        {balance.isPending ? (
          <Spinner label="Loading your balance" />
        ) : (
          <p className="tabular dashboard-balance">
            Your balance:{' '}
            <strong>{balance.isError ? 'unavailable' : creditsText(balance.data)}</strong>
          </p>
        )}
        <p className="muted">One credit makes one video. Credits never expire.</p>
        <div className="dashboard-actions">
          <Link to="/create" className="btn btn-primary">
            Create a video
          </Link>
          <Link to="/payment" className="btn btn-secondary">
            Buy credits
          </Link>
        </div>
      </section>
      <section className="dashboard-videos" aria-labelledby="dashboard-videos">
        <Clapperboard size={32} aria-hidden="true" />
        <h2 id="dashboard-videos">Your videos</h2>
        <p className="muted">The videos you make will be listed here. This part is coming soon.</p>
      </section>
    </div>
  );
}
