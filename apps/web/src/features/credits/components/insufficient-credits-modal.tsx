import './credits.css';
import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { refreshCredits } from '../api/get-balance';
import { PurchaseCreditsModal } from './purchase-credits-modal';

interface InsufficientCreditsModalProps {
  required: number;
  available: number;
  /** Replaces the 'Insufficient credits. Required: N, Available: M' line when given. */
  message?: string;
  onClose: () => void;
}

/**
 * The insufficient-credits modal (docs/product/screens-and-routes.md#insufficient-credits-modal):
 * says what is needed and what is there, offers the Purchase Credits popup or the payment
 * page; closing refreshes credits.
 */
export function InsufficientCreditsModal({
  required,
  available,
  message,
  onClose,
}: InsufficientCreditsModalProps) {
  const textId = useId();
  const [buying, setBuying] = useState(false);
  const close = () => {
    void refreshCredits();
    onClose();
  };
  if (buying) return <PurchaseCreditsModal onClose={close} />;
  return (
    <Modal title="Not enough credits" onClose={close} describedBy={textId}>
      <p id={textId}>{message ?? CLIENT_MESSAGES.insufficientCredits(required, available)}</p>
      <div className="insufficient-actions">
        <button type="button" className="btn btn-primary" onClick={() => setBuying(true)}>
          Buy credits
        </button>
        <Link to="/payment" className="btn btn-secondary" onClick={close}>
          Go to the payment page
        </Link>
      </div>
    </Modal>
  );
}
