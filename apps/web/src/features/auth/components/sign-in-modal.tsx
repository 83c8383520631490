import './auth.css';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useAuth } from '../auth-context';
import { GoogleButton } from '../sign-in-buttons';

interface SignInModalProps {
  onClose: () => void;
  /** Where to come back to after signing in; the current page by default. */
  returnPath?: string;
}

/**
 * The sign-in modal (docs/product/screens-and-routes.md#sign-in-modal), for any screen that
 * needs a signed-in person.
 */
export function SignInModal({ onClose, returnPath }: SignInModalProps) {
  const { login } = useAuth();
  return (
    <Modal title="Sign in to create your video" onClose={onClose} describedBy="sign-in-modal-text">
      <p id="sign-in-modal-text" className="muted">
        Sign in with your Google account to create, edit and download your videos.
      </p>
      <div className="sign-in-modal-actions">
        <GoogleButton
          onClick={() =>
            login(returnPath ?? `${window.location.pathname}${window.location.search}`)
          }
        />
      </div>
      <p className="muted sign-in-modal-legal">
        By continuing you agree to our{' '}
        <Link to="/terms" onClick={onClose}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" onClick={onClose}>
          Privacy Policy
        </Link>
        .
      </p>
    </Modal>
  );
}
