import '../../../features/credits/components/payments.css';
import { CircleCheck, Coins, FileText } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useBalance } from '../../../features/credits/api/get-balance';
import { CreditHistory } from '../../../features/credits/components/credit-history';
import { PurchaseCreditsModal } from '../../../features/credits/components/purchase-credits-modal';
import { arrivedPurchase } from '../../../features/credits/purchase-receipt';
import { VideoList } from '../../../features/dashboard/components/video-list';
import { VideoPlayerModal } from '../../../features/dashboard/components/video-player-modal';
import { DraftList } from '../../../features/editor/components/draft-list';
import { usePageTitle } from '../page-title';
import { countOf } from '../../../lib/plural';

/**
 * /dashboard (docs/product/screens-and-routes.md#dashboard): the purchase that led here (a
 * payment on /payment lands here), the videos with their player at `?video={id}`, and the
 * credits: balance, Buy credits (the Purchase Credits popup) and the history.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const purchase = arrivedPurchase();
  const balance = useBalance();
  const [params, setParams] = useSearchParams();
  const playing = params.get('video');
  const [buying, setBuying] = useState(false);

  const closePlayer = () => {
    const next = new URLSearchParams(params);
    next.delete('video');
    setParams(next);
  };

  return (
    <div className="container page page-narrow dashboard">
      <h1>Dashboard</h1>
      {purchase !== null && (
        <section className="card dashboard-purchase" aria-labelledby="dashboard-purchase">
          <CircleCheck size={28} className="payment-result-icon-success" aria-hidden="true" />
          <div>
            <h2 id="dashboard-purchase">Payment successful!</h2>
            <p className="tabular">
              <strong>{countOf(purchase.credits, 'credit')}</strong> added to your account.
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
            <strong>{balance.isError ? 'unavailable' : countOf(balance.data, 'credit')}</strong>
          </p>
        )}
        <p className="muted">One credit makes one video. Credits never expire.</p>
        <div className="dashboard-actions">
          <Link to="/create" className="btn btn-primary">
            Create a video
          </Link>
          <Link to="/custom-tool" className="btn btn-secondary">
            <FileText size={16} aria-hidden="true" /> Script to video
          </Link>
          <button
            type="button"
            className="btn btn-secondary"
            aria-haspopup="dialog"
            onClick={() => setBuying(true)}
          >
            <Coins size={16} aria-hidden="true" /> Buy more credits
          </button>
        </div>
      </section>
      <DraftList />
      <VideoList />
      <section className="card dashboard-history" aria-labelledby="dashboard-history">
        <h2 id="dashboard-history">Credit history</h2>
        <CreditHistory />
      </section>
      {playing !== null && playing !== '' && (
        <VideoPlayerModal key={playing} id={playing} onClose={closePlayer} />
      )}
      {/* In the body, as the header's popup is: nothing around it can trap a fixed dialog. */}
      {buying &&
        createPortal(
          <PurchaseCreditsModal onClose={() => setBuying(false)} returnPath="/dashboard" />,
          document.body,
        )}
    </div>
  );
}
