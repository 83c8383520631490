import '../../../features/payments/components/payments.css';
import { CLIENT_MESSAGES, type CreditPackage } from '@reelsmith/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentConfig } from '../../../features/payments/api/get-payment-config';
import { CheckoutPanel } from '../../../features/payments/components/checkout-panel';
import { TestModeBadge } from '../../../features/payments/components/test-mode-badge';
import { saveSelectedPackage } from '../../../features/payments/selected-package';
import { usePackages } from '../../../features/pricing/api/get-packages';
import { PackageCard } from '../../../features/pricing/components/package-card';

/**
 * /payment (spec sections 2 and 4): the 'Purchase Credits' grid; picking a package shows it with
 * the card form. A pack chosen on /pricing arrives as ?packageId= and is preselected.
 */
export default function PaymentPage() {
  const [params, setParams] = useSearchParams();
  const packages = usePackages();
  const config = usePaymentConfig();
  const [chosenId, setChosenId] = useState<string | null>(() => params.get('packageId'));

  useEffect(() => {
    if (packages.isError) toast.error(CLIENT_MESSAGES.failedPackages, { id: 'packages' });
  }, [packages.isError]);
  useEffect(() => {
    if (config.isError) toast.error(CLIENT_MESSAGES.failedInitPayment, { id: 'payment-config' });
  }, [config.isError]);

  const chosen = packages.data?.find((p) => p.id === chosenId);
  useEffect(() => {
    // Saved before checkout, whichever way the package was chosen (spec section 3).
    if (chosen !== undefined) saveSelectedPackage(chosen);
  }, [chosen]);

  const choose = (pack: CreditPackage | null) => {
    setChosenId(pack?.id ?? null);
    setParams(pack === null ? {} : { packageId: pack.id }, { replace: true });
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
      {body}
    </div>
  );
}
