import { X } from 'lucide-react';
import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  onClose?: () => void;
  /** Disables the close button and Escape (e.g. while a checkout is starting). */
  closeDisabled?: boolean;
  wide?: boolean;
  children: ReactNode;
  describedBy?: string;
}

/**
 * A modal dialog on the browser's own `<dialog>`, opened with showModal(): the browser makes
 * the rest of the page inert (no click, no focus, hidden from screen readers), Tab goes round
 * inside it, and Escape asks to close. It is open while it is rendered; focus goes back to
 * where it was when it closes.
 */
export function Modal({ title, onClose, closeDisabled, wide, children, describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Closes when the dialog may close now; says whether it did. */
  const requestClose = useEffectEvent((): boolean => {
    if (onClose === undefined || closeDisabled === true) return false;
    onClose();
    return true;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const previous = document.activeElement;
    // Escape fires 'cancel': React decides whether the dialog goes, so the browser never does.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Chromium closes a dialog anyway on a second Escape without a click in between; then it
    // goes for real, or opens again if it may not close now.
    const onBrowserClose = () => {
      if (dialog.isConnected && !requestClose()) dialog.showModal();
    };
    // The page behind is inert, but Tab past the last control would leave for the browser's
    // own controls: it goes round inside the dialog instead (WAI-ARIA dialog pattern).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (control) => !control.matches(':disabled') && control.getClientRects().length > 0,
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (first === undefined || last === undefined) return;
      if (document.activeElement === (event.shiftKey ? first : last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onBrowserClose);
    dialog.addEventListener('keydown', onKeyDown);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onBrowserClose);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={wide === true ? 'modal modal-wide' : 'modal'}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
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
    </dialog>
  );
}
