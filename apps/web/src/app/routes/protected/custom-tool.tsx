import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { SignInModal } from '../../../features/auth/components/sign-in-modal';
import { InsufficientCreditsModal } from '../../../features/credits/components/insufficient-credits-modal';
import { getActiveGeneration } from '../../../features/custom-tool/api/get-active-generation';
import { scriptToVideo } from '../../../features/custom-tool/api/script-to-video';
import { ScriptForm } from '../../../features/custom-tool/components/script-form';
import { sendScript } from '../../../features/custom-tool/script-to-video';
import type { ScriptToVideoRequest } from '@reelsmith/contract';
import { useUserSettings } from '../../../lib/user-settings';
import { usePageTitle } from '../page-title';

type Dialog = { kind: 'sign-in' } | { kind: 'credits'; message: string } | null;

/**
 * /custom-tool (docs/product/screens-and-routes.md#custom-tool): "Script to video", starting
 * from the person's saved defaults, then the editor like any generation; the sign-in and
 * credits modals come from their features.
 */
export default function CustomToolPage() {
  usePageTitle('Script to video');
  const settings = useUserSettings();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const submit = async (request: ScriptToVideoRequest) => {
    setBusy(true);
    setError(null);
    const outcome = await sendScript(request, { scriptToVideo, getActiveGeneration });
    if (outcome.kind === 'editor') {
      await navigate(outcome.path, { state: outcome.state });
      return;
    }
    setBusy(false);
    if (outcome.kind === 'error') setError(outcome.message);
    else setDialog(outcome.kind === 'sign-in' ? { kind: 'sign-in' } : outcome);
  };

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
          onSubmit={(request) => void submit(request)}
        />
      )}
      {dialog?.kind === 'sign-in' && (
        <SignInModal onClose={() => setDialog(null)} returnPath="/custom-tool" />
      )}
      {dialog?.kind === 'credits' && (
        <InsufficientCreditsModal
          message={dialog.message}
          returnPath="/custom-tool"
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
