import './credits.css';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { refreshCredits } from '../../../lib/refresh-credits';
import { paymentPathReturningTo } from '../purchase-return-path';
import { PurchaseCreditsModal } from './purchase-credits-modal';

interface InsufficientCreditsModalProps {
  /** 'Insufficient credits. Required: N, Available: M', or the create screen's text. */
  message: string;
  /** Where a purchase made from here comes back to (the create screen keeps its form). */
  returnPath?: string;
  onClose: () => void;
}

/**
 * The insufficient-credits modal (docs/product/screens-and-routes.md#insufficient-credits-modal):
 * says what is needed and what is there, offers the Purchase Credits popup or the payment
 * page; closing refreshes credits.
 */
export function InsufficientCreditsModal({
  message,
  returnPath,
  onClose,
}: InsufficientCreditsModalProps) {
  const textId = useId();
  const [buying, setBuying] = useState(false);
  const close = () => {
    void refreshCredits();
    onClose();
  };
  if (buying) return <PurchaseCreditsModal onClose={close} returnPath={returnPath} />;
  return (
    <Modal title="Not enough credits" onClose={close} describedBy={textId}>
      <p id={textId}>{message}</p>
      <div className="insufficient-actions">
        <button type="button" className="btn btn-primary" onClick={() => setBuying(true)}>
          Buy credits
        </button>
        <Link
          to={returnPath === undefined ? '/payment' : paymentPathReturningTo(returnPath)}
          className="btn btn-secondary"
          onClick={close}
        >
          Go to the payment page
        </Link>
      </div>
    </Modal>
  );
}
