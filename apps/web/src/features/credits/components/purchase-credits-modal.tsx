import './credits.css';
import { CLIENT_MESSAGES, type CreditPackage } from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { createCheckoutSession } from '../api/create-checkout-session';
import { TestModeBadge } from './test-mode-badge';
import { keepPurchaseReturnPath } from '../purchase-return-path';
import { saveSelectedPackage } from '../selected-package';
import { packagesQueryOptions } from '../api/get-packages';
import { formatPrice } from './package-card';

/**
 * The Purchase Credits popup (docs/product/screens-and-routes.md#purchase-credits-popup):
 * loads the packages on open; a click on one starts a hosted checkout, disabling the close
 * button and the other cards, and sends the browser to the checkout URL. A failure re-enables
 * the popup. Opened from a screen that wants the buyer back (the create screen), the payment
 * success page leads back there.
 */
export function PurchaseCreditsModal({
  onClose,
  returnPath,
}: {
  onClose: () => void;
  returnPath?: string | undefined;
}) {
  const subtitleId = useId();
  // staleTime 0: the packages are loaded again each time the popup opens.
  const packages = useQuery({ ...packagesQueryOptions(), staleTime: 0 });
  const [startingId, setStartingId] = useState<string | null>(null);

  useEffect(() => {
    if (packages.isError) toast.error(CLIENT_MESSAGES.failedCreditPackages, { id: 'packages' });
  }, [packages.isError]);

  async function start(pack: CreditPackage) {
    if (startingId !== null) return;
    setStartingId(pack.id);
    saveSelectedPackage(pack);
    if (returnPath !== undefined) keepPurchaseReturnPath(returnPath);
    try {
      const { url } = await createCheckoutSession(pack.id);
      if (url === '') {
        toast.error(CLIENT_MESSAGES.invalidCheckoutSession);
        setStartingId(null);
        return;
      }
      window.location.assign(url);
    } catch {
      toast.error(CLIENT_MESSAGES.failedCheckout);
      setStartingId(null);
    }
  }

  const list = packages.data ?? [];
  return (
    <Modal
      title="Purchase Credits"
      onClose={onClose}
      closeDisabled={startingId !== null}
      wide
      describedBy={subtitleId}
    >
      <div className="purchase-head">
        <p id={subtitleId} className="muted">
          Select a package to get started
        </p>
        <TestModeBadge />
      </div>
      {packages.isPending ? (
        <Spinner label="Loading packages" />
      ) : list.length === 0 ? (
        <p className="purchase-empty muted">No packages available</p>
      ) : (
        <ul className="purchase-packs" aria-busy={startingId !== null}>
          {list.map((pack) => (
            <li key={pack.id}>
              <button
                type="button"
                className="purchase-pack"
                onClick={() => void start(pack)}
                disabled={startingId !== null && startingId !== pack.id}
                aria-busy={startingId === pack.id}
                aria-label={`${pack.name}: ${formatPrice(pack.price)} for ${pack.credits} credits`}
              >
                {pack.discountPercentage > 0 && (
                  <span className="badge badge-success">Save {pack.discountPercentage}%</span>
                )}
                <span className="purchase-pack-name">{pack.name}</span>
                <span className="purchase-pack-price tabular">{formatPrice(pack.price)}</span>
                <span className="tabular">{pack.credits} credits</span>
                {pack.description !== undefined && (
                  <span className="muted purchase-pack-description">{pack.description}</span>
                )}
                {startingId === pack.id && (
                  <span className="spinner spinner-sm" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="purchase-footer muted">
        <Lock size={14} aria-hidden="true" /> Secure payment processed by Stripe
      </p>
    </Modal>
  );
}
