import { Spinner } from '../../../components/ui/spinner';
import { SignInModal } from '../../../features/auth/components/sign-in-modal';
import { useAuth } from '../../../features/auth/auth-context';
import { InsufficientCreditsModal } from '../../../features/credits/components/insufficient-credits-modal';
import { ScriptForm } from '../../../features/create/components/script-form';
import { useStartGeneration } from '../../../features/create/use-start-generation';
import { useUserSettings } from '../../../lib/user-settings';
import { usePageTitle } from '../page-title';

/**
 * /custom-tool (docs/product/screens-and-routes.md#custom-tool): "Script to video", starting
 * from the person's saved defaults, then the editor like any generation, started as the create
 * screen starts one; the sign-in and credits modals come from their features.
 */
export default function CustomToolPage() {
  usePageTitle('Script to video');
  const settings = useUserSettings();
  const { isAuthenticated } = useAuth();
  const { busy, error, dialog, start, closeDialog } = useStartGeneration({
    signedIn: isAuthenticated,
  });

  return (
    <div className="container page page-narrow custom-tool-page">
      <div>
        <p className="eyebrow">Custom tool</p>
        <h1>Script to video</h1>
        <p className="muted">
          Paste a script of your own. It is split into scenes as written, with no AI writing, and
          opens in the editor, where you can change anything before the video is made.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading your defaults" />
      ) : (
        <ScriptForm
          defaults={settings.data?.settings}
          busy={busy}
          error={error}
          onSubmit={(request) => start({ kind: 'script', request })}
        />
      )}
      {dialog?.kind === 'sign-in' && (
        <SignInModal onClose={closeDialog} returnPath="/custom-tool" />
      )}
      {dialog?.kind === 'credits' && (
        <InsufficientCreditsModal
          message={dialog.message}
          returnPath="/custom-tool"
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
