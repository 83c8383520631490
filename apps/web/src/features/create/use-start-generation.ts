import type { CreditCheckResponse } from '@reelsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getActiveGeneration } from './api/get-active-generation';
import { startGeneration, type GenerationSource } from './api/start-generation';
import { toast } from '../../lib/toast';
import { forgetCreateChoices, keepCreateChoices } from './form-lifetime';
import { startVideo } from './start-generation';

/** Which modal the click left open, if any. */
export type StartDialog = { kind: 'sign-in' } | { kind: 'credits'; message: string } | null;

interface UseStartGeneration {
  signedIn: boolean;
  /** GET /credits/check, from the credits feature (the create route composes the two). */
  checkCredits?: () => Promise<CreditCheckResponse>;
}

const startGenerationKey = ['start-generation'] as const;

/** The toast when Create opens the draft a person already has instead of a new one. */
export const ACTIVE_DRAFT_OPENED =
  'You already have a video in progress, so it opened. Finalize it, or discard it to start the new one: your choices are kept.';

/**
 * The create click (docs/product/screens-and-routes.md#create-click) and the custom tool's
 * "Make my video": clears the error and shows the busy state, then ends in the editor, a modal
 * or an error. One generation starts at a time.
 */
export function useStartGeneration({ signedIn, checkCredits }: UseStartGeneration) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<StartDialog>(null);
  const start = useMutation({
    mutationKey: startGenerationKey,
    mutationFn: (source: GenerationSource) =>
      startVideo(source, { signedIn, checkCredits, startGeneration, getActiveGeneration }),
    // Awaited before the mutation ends: the busy state stays until the editor replaces the page.
    onSuccess: async (outcome, source) => {
      switch (outcome.kind) {
        case 'editor':
          if (outcome.resumed === true) {
            // The spec resumes the active project; the person is told why, and keeps the
            // choices for after it (docs/product/drafts-and-text.md#drafts).
            if (source.kind === 'topic') keepCreateChoices();
            // Longer than the spec's 4 s toasts: a sentence to read while the editor opens.
            toast.info(ACTIVE_DRAFT_OPENED, { id: 'active-draft', duration: 8_000 });
          } else if (source.kind === 'topic') forgetCreateChoices();
          await navigate(outcome.path, { state: outcome.state });
          return;
        case 'sign-in':
          setDialog({ kind: 'sign-in' });
          return;
        case 'credits':
          setDialog({ kind: 'credits', message: outcome.message });
          return;
        case 'error':
          return;
      }
    },
  });
  const outcome = start.data;
  return {
    busy: start.isPending,
    error:
      outcome?.kind === 'error'
        ? outcome.message
        : outcome?.kind === 'sign-in'
          ? outcome.error
          : null,
    dialog,
    start: (source: GenerationSource) => {
      // The cache knows at once; `isPending` only after the next render, so a second quick
      // click would start a second generation.
      if (queryClient.isMutating({ mutationKey: startGenerationKey }) === 0) start.mutate(source);
    },
    closeDialog: () => setDialog(null),
  };
}
