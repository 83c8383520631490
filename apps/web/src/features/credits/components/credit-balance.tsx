import './credits.css';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useBalance } from '../api/get-balance';
import { PurchaseCreditsModal } from './purchase-credits-modal';
import { countOf } from '../../../lib/plural';

/** The header's credit balance: always in view when signed in; a click opens Purchase Credits. */
export function CreditBalance() {
  const { data } = useBalance();
  const [open, setOpen] = useState(false);
  const label = data === undefined ? 'Credits' : countOf(data, 'credit');
  return (
    <>
      <button
        type="button"
        className="credit-chip tabular"
        onClick={() => setOpen(true)}
        aria-label={`${label}. Buy credits`}
        aria-haspopup="dialog"
      >
        <Coins size={16} aria-hidden="true" />
        <span>{label}</span>
      </button>
      {/* Out of the header: its backdrop filter would trap a fixed dialog inside it. */}
      {open && createPortal(<PurchaseCreditsModal onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
