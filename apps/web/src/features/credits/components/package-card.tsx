import type { CreditPackage } from '@reelsmith/contract';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export const formatPrice = (price: number) =>
  `$${price % 1 === 0 ? price.toFixed(0) : price.toFixed(2)}`;
export const perCredit = (p: CreditPackage) => `$${(p.price / p.credits).toFixed(2)}`;

/** A pack: name, price, credits, savings, Most Popular. The action is the caller's. */
export function PackageCard({ pack, action }: { pack: CreditPackage; action: ReactNode }) {
  return (
    <article
      className={pack.popular === true ? 'card pack pack-popular' : 'card pack'}
      aria-label={pack.name}
    >
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', minHeight: 24 }}>
        {pack.popular === true && <span className="badge badge-accent">Most Popular</span>}
        {pack.discountPercentage > 0 && (
          <span className="badge badge-success">Save {pack.discountPercentage}%</span>
        )}
      </div>
      <h2 style={{ margin: 0, fontSize: '1.17em' }}>{pack.name}</h2>
      <div className="pack-price tabular">{formatPrice(pack.price)}</div>
      <p className="tabular" style={{ margin: 0, fontWeight: 600 }}>
        {pack.credits} credits
      </p>
      {pack.description !== undefined && <p className="muted">{pack.description}</p>}
      <ul className="pack-features">
        <li>
          <Check size={16} aria-hidden="true" /> <span className="tabular">{perCredit(pack)}</span>{' '}
          per video
        </li>
        <li>
          <Check size={16} aria-hidden="true" /> Tokens never expire
        </li>
        <li>
          <Check size={16} aria-hidden="true" /> No watermark, you own the videos
        </li>
      </ul>
      {action}
    </article>
  );
}
