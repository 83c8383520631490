import { useAuth } from '../../../features/auth/auth-context';
import { SignInModal } from '../../../features/auth/components/sign-in-modal';
import { CreateForm } from '../../../features/create/components/create-form';
import { ProcessingModal } from '../../../features/create/components/processing-modal';
import { useStartGeneration } from '../../../features/create/use-start-generation';
import { checkCredits } from '../../../features/credits/api/check-credits';
import { InsufficientCreditsModal } from '../../../features/credits/components/insufficient-credits-modal';
import { Spinner } from '../../../components/ui/spinner';
import { useUserSettings } from '../../../lib/user-settings';
import { usePageTitle } from '../page-title';

/**
 * /create (docs/product/screens-and-routes.md#create-screen): the create form, and the modals
 * of its create click, composed from the auth, create and credits features.
 */
export default function CreatePage() {
  usePageTitle('Create a video');
  const { isAuthenticated } = useAuth();
  // A new form starts from the person's saved defaults (docs/product/api.md#user-settings);
  // if they cannot be loaded, from the usual ones.
  const userSettings = useUserSettings();
  const { busy, error, dialog, start, closeDialog } = useStartGeneration({
    signedIn: isAuthenticated,
    checkCredits,
  });
  return (
    <div className="container page create-page">
      <div className="section-head create-head">
        <p className="eyebrow">New video</p>
        <h1>Create a video</h1>
        <p className="muted">
          Pick a story, a voice, an art style, a length and a format. AI writes the script; you can
          edit it before anything is made.
        </p>
      </div>
      {userSettings.isPending ? (
        <Spinner label="Loading your defaults" />
      ) : (
        <CreateForm
          defaults={userSettings.data?.settings}
          busy={busy}
          error={error}
          onCreate={(request) => start({ kind: 'topic', request })}
        />
      )}
      {busy && <ProcessingModal />}
      {dialog?.kind === 'sign-in' && <SignInModal onClose={closeDialog} returnPath="/create" />}
      {dialog?.kind === 'credits' && (
        <InsufficientCreditsModal
          message={dialog.message}
          returnPath="/create"
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
