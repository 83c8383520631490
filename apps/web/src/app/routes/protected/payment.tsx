import '../../../features/credits/components/payments.css';
import { CLIENT_MESSAGES, type CreditPackage } from '@reelsmith/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { isLocalPath } from '../../../utils/local-path';
import { usePaymentConfig } from '../../../features/credits/api/get-payment-config';
import { CheckoutPanel } from '../../../features/credits/components/checkout-panel';
import { TestModeBadge } from '../../../features/credits/components/test-mode-badge';
import { keepPurchaseReturnPath } from '../../../features/credits/purchase-return-path';
import { saveSelectedPackage } from '../../../features/credits/selected-package';
import { usePackages } from '../../../features/credits/api/get-packages';
import { PackageCard } from '../../../features/credits/components/package-card';
import { usePageTitle } from '../page-title';

/**
 * /payment (docs/product/screens-and-routes.md#payment-page): the 'Purchase Credits' grid;
 * picking a package shows it with the card form. A pack chosen on /pricing arrives as
 * ?packageId= and is preselected; the editor guard's return path arrives as ?returnTo= and is
 * where a successful payment goes.
 */
export default function PaymentPage() {
  usePageTitle('Purchase Credits');
  const [params, setParams] = useSearchParams();
  const packages = usePackages();
  const config = usePaymentConfig();
  const [chosenId, setChosenId] = useState<string | null>(() => params.get('packageId'));
  // Sent here by the editor guard: after paying, back there instead of /dashboard.
  const [returnTo] = useState(() => params.get('returnTo'));
  useEffect(() => {
    keepPurchaseReturnPath(returnTo);
  }, [returnTo]);
  const goesBack = returnTo !== null && isLocalPath(returnTo);

  useEffect(() => {
    if (packages.isError) toast.error(CLIENT_MESSAGES.failedPackages, { id: 'packages' });
  }, [packages.isError]);
  useEffect(() => {
    if (config.isError) toast.error(CLIENT_MESSAGES.failedInitPayment, { id: 'payment-config' });
  }, [config.isError]);

  const chosen = packages.data?.find((p) => p.id === chosenId);
  useEffect(() => {
    // Saved before checkout, whichever way the package was chosen
    // (docs/product/limits.md#storage-keys).
    if (chosen !== undefined) saveSelectedPackage(chosen);
  }, [chosen]);

  const choose = (pack: CreditPackage | null) => {
    setChosenId(pack?.id ?? null);
    const next = new URLSearchParams();
    if (pack !== null) next.set('packageId', pack.id);
    if (returnTo !== null) next.set('returnTo', returnTo);
    setParams(next, { replace: true });
  };

  let body;
  if (packages.isPending || config.isPending) {
    body = <Spinner label="Loading packages" />;
  } else if (packages.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {CLIENT_MESSAGES.failedPackages}
      </p>
    );
  } else if (config.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {CLIENT_MESSAGES.failedInitPayment}
      </p>
    );
  } else if (chosen !== undefined) {
    body = (
      <CheckoutPanel
        key={chosen.id}
        pack={chosen}
        config={config.data}
        onBack={() => choose(null)}
      />
    );
  } else {
    body = (
      <div className="packs">
        {packages.data.map((pack) => (
          <PackageCard
            key={pack.id}
            pack={pack}
            action={
              <button
                type="button"
                className={
                  pack.popular === true
                    ? 'btn btn-primary btn-block'
                    : 'btn btn-secondary btn-block'
                }
                onClick={() => choose(pack)}
                aria-label={`Choose the ${pack.name}`}
              >
                Choose
              </button>
            }
          />
        ))}
      </div>
    );
  }

  return (
    <div className="container page">
      <div className="payment-head">
        <h1>Purchase Credits</h1>
        <TestModeBadge />
      </div>
      {goesBack && (
        <p className="muted payment-return-note">
          You need credits to continue. After paying, you go straight back.
        </p>
      )}
      {body}
    </div>
  );
}
