import { LOCAL_PACKAGES, REFUND_POLICY } from '@reelsmith/contract';
import { Link } from 'react-router';
import { FaqList } from '../../features/marketing/faq';
import { usePackages } from '../../features/credits/api/get-packages';
import { PackageCard } from '../../features/credits/components/package-card';
import { usePageTitle } from './page-title';

const PRICING_FAQ = [
  {
    question: 'What is a token?',
    answer: 'A token (credit) makes one video: one token, one finished MP4 without watermark.',
  },
  { question: 'Do tokens expire?', answer: 'No. Tokens never expire.' },
  { question: 'Can I get a refund?', answer: REFUND_POLICY },
];

export default function PricingPage() {
  usePageTitle('Pricing');
  const { data, isPending } = usePackages();
  // The local packs stand in while loading or if the API is unreachable
  // (docs/product/credits-and-payments.md#packs).
  const packs = data ?? LOCAL_PACKAGES;
  return (
    <div className="container page">
      <div className="section-head">
        <p className="eyebrow">Pricing</p>
        <h1 style={{ fontSize: 'clamp(2rem, 4vw, 3rem)' }}>Pay per video. No subscription.</h1>
        <p className="muted">
          Buy tokens once, use them whenever you like. One token makes one video, and tokens never
          expire. Prices in USD.
        </p>
      </div>
      <div className="packs" aria-busy={isPending}>
        {packs.map((pack) => (
          <PackageCard
            key={pack.id}
            pack={pack}
            action={
              <Link
                to={`/payment?packageId=${encodeURIComponent(pack.id)}`}
                className={
                  pack.popular === true
                    ? 'btn btn-primary btn-block'
                    : 'btn btn-secondary btn-block'
                }
                aria-label={`Get Started with the ${pack.name}`}
              >
                Get Started
              </Link>
            }
          />
        ))}
      </div>
      <section
        className="section"
        aria-labelledby="pricing-faq"
        style={{ maxWidth: 760, margin: '0 auto' }}
      >
        <h2 id="pricing-faq">Pricing FAQ</h2>
        <FaqList items={PRICING_FAQ} />
      </section>
    </div>
  );
}
