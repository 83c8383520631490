import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { friendlyMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Delete account (docs/product/screens-and-routes.md#settings), confirmed by typing the
 * account's email. What happens after (signing out, the home page) is the route's: the auth
 * feature owns the sign-out.
 */
export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    setOpen(false);
    setTyped('');
    remove.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(typed.trim(), { onSuccess: onDeleted });
  };

  return (
    <section className="card settings-danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delete account</h2>
      <p className="muted">
        Deletes your videos, projects and settings, and signs you out everywhere. Unused credits are
        lost. This cannot be undone.
      </p>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        <Trash2 size={16} aria-hidden="true" />
        Delete account
      </button>
      {open && (
        <Modal
          title="Delete your account?"
          onClose={close}
          closeDisabled={remove.isPending}
          describedBy={`${id}-warning`}
        >
          <form className="settings-delete-form" onSubmit={submit}>
            <p id={`${id}-warning`}>
              Your videos, projects and settings are deleted for good. Payment records are kept
              without your personal data. Type <strong>{email}</strong> to confirm.
            </p>
            <div className="field">
              <label htmlFor={`${id}-email`}>Your email</label>
              <input
                id={`${id}-email`}
                className="input"
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            {remove.isError && (
              <p className="alert alert-error" role="alert">
                {friendlyMessage(remove.error)}
              </p>
            )}
            <div className="settings-actions">
              <button type="button" className="btn btn-secondary" onClick={close}>
                Cancel
              </button>
              <button
                type="submit"
                className="btn btn-danger"
                disabled={!matches || remove.isPending}
              >
                {remove.isPending ? 'Deleting...' : 'Delete my account'}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}
