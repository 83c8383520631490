import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: ReactNode;
  onClose?: () => void;
  /** Disables the close button (e.g. while a checkout is starting). */
  closeDisabled?: boolean;
  wide?: boolean;
  children: ReactNode;
  describedBy?: string;
}

/** An accessible dialog: labelled, focus moved in and restored, Escape closes. */
export function Modal({ title, onClose, closeDisabled, wide, children, describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onClose !== undefined && closeDisabled !== true) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, closeDisabled]);

  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className={wide === true ? 'modal modal-wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {onClose !== undefined && (
          <button
            type="button"
            className="icon-btn modal-close"
            onClick={onClose}
            disabled={closeDisabled}
            aria-label="Close"
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
