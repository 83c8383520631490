import type { CreditCheckResponse, GenerateStoryRequest } from '@reelsmith/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { generateStory } from './api/generate-story';
import { getActiveGeneration } from './api/get-active-generation';
import { createVideo } from './create-video';
import { clearCreateForm } from './form-lifetime';

/** Which modal the create click left open, if any. */
export type CreateDialog = { kind: 'sign-in' } | { kind: 'credits'; message: string } | null;

interface UseCreateVideo {
  signedIn: boolean;
  /** GET /credits/check, from the credits feature (the route composes the two). */
  checkCredits: () => Promise<CreditCheckResponse>;
}

/**
 * The create click (docs/product/screens-and-routes.md#create-click): clears the error and
 * shows the processing modal, then ends in the editor, a modal or an error.
 */
export function useCreateVideo({ signedIn, checkCredits }: UseCreateVideo) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CreateDialog>(null);
  const running = useRef(false);

  async function create(request: GenerateStoryRequest) {
    if (running.current) return;
    running.current = true;
    setError(null);
    setBusy(true);
    const outcome = await createVideo(request, {
      signedIn,
      checkCredits,
      generateStory,
      getActiveGeneration,
    });
    running.current = false;
    switch (outcome.kind) {
      case 'editor':
        // The processing modal stays until the editor replaces this screen.
        clearCreateForm();
        await navigate('/editor', { state: outcome.state });
        return;
      case 'sign-in':
        setError(outcome.error);
        setDialog({ kind: 'sign-in' });
        break;
      case 'credits':
        setDialog({ kind: 'credits', message: outcome.message });
        break;
      case 'error':
        setError(outcome.message);
        break;
    }
    setBusy(false);
  }

  return {
    busy,
    error,
    dialog,
    create: (request: GenerateStoryRequest) => void create(request),
    closeDialog: () => setDialog(null),
  };
}
