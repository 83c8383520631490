import {
  CLIENT_MESSAGES,
  ERROR_CODES,
  type ActiveGeneration,
  type CreditCheckResponse,
  type GenerateStoryResponse,
  type VideoSettings,
} from '@reelsmith/contract';
import { ApiRequestError, friendlyMessage } from '../../lib/api-client';
import type { EditorNavigationState } from '../../types/editor-navigation';
import type { GenerationSource } from './api/start-generation';

/** Where a create click or "Make my video" ends (docs/product/screens-and-routes.md#create-click). */
export type StartOutcome =
  /** Go to the editor at this address with this state. */
  | { kind: 'editor'; path: string; state: EditorNavigationState; resumed?: true }
  /** The sign-in modal, with an error line or none. */
  | { kind: 'sign-in'; error: string | null }
  /** The insufficient-credits modal, with its text. */
  | { kind: 'credits'; message: string }
  /** Stay, and show this error. */
  | { kind: 'error'; message: string };

/** What starting a generation calls. The credit check belongs to the credits feature: the route passes it. */
export interface StartCalls {
  signedIn: boolean;
  /**
   * GET /credits/check before the story is written (the create click's step 3). The custom
   * tool has none: the server's refusal opens the same modal.
   */
  checkCredits?: (() => Promise<CreditCheckResponse>) | undefined;
  startGeneration: (source: GenerationSource) => Promise<GenerateStoryResponse>;
  getActiveGeneration: () => Promise<ActiveGeneration>;
}

const ACTIVE_GENERATION = 'already have an active generation';

/** The video settings the editor starts from: the request without the script. */
function settingsOf(source: GenerationSource): VideoSettings {
  if (source.kind === 'topic') return source.request;
  const { script: _script, ...settings } = source.request;
  return settings;
}

/**
 * The create screen goes to `/editor`, which takes the project's own address; the custom tool
 * opens `/editor/{id}` (docs/product/screens-and-routes.md#editor, #custom-tool).
 */
const editorAt = (source: GenerationSource, state: EditorNavigationState): StartOutcome => ({
  kind: 'editor',
  path: source.kind === 'topic' ? '/editor' : `/editor/${encodeURIComponent(state.projectId)}`,
  state,
});

/**
 * The create click, steps 2 to 6, and the custom tool's "Make my video": signed out, the
 * sign-in modal; not enough credits, the credits modal; else the generation starts and the
 * editor opens. A failure maps as docs/product/errors.md#create-screen says, in its order.
 */
export async function startVideo(
  source: GenerationSource,
  calls: StartCalls,
): Promise<StartOutcome> {
  if (!calls.signedIn) return { kind: 'sign-in', error: null };
  try {
    if (calls.checkCredits !== undefined) {
      const check = await calls.checkCredits();
      if (!check.hasEnoughCredits) {
        return {
          kind: 'credits',
          message: CLIENT_MESSAGES.insufficientCredits(
            check.requiredCredits,
            check.availableCredits,
          ),
        };
      }
    }
    const { projectId, token } = await calls.startGeneration(source);
    const settings = settingsOf(source);
    // A script is split at once: the project is ready to edit (docs/product/api.md#script-to-video).
    return editorAt(
      source,
      source.kind === 'script'
        ? { projectId, token, settings, status: 'STORY_READY' }
        : { projectId, token, settings },
    );
  } catch (error) {
    return failed(error, source, calls);
  }
}

async function failed(
  error: unknown,
  source: GenerationSource,
  calls: StartCalls,
): Promise<StartOutcome> {
  if (error instanceof ApiRequestError && error.code === ERROR_CODES.UNAUTHORIZED) {
    return { kind: 'sign-in', error: null };
  }
  const raw = error instanceof Error ? error.message : '';
  const message = raw.toLowerCase();
  if (message.includes(ACTIVE_GENERATION)) {
    const resumed = await resume(source, calls).catch(() => null);
    if (resumed !== null) return resumed;
  } else if (message.includes('credits')) {
    return { kind: 'credits', message: CLIENT_MESSAGES.notEnoughCredits };
  } else if (message.includes('unauthorized') || message.includes('unauthenticated')) {
    return { kind: 'sign-in', error: CLIENT_MESSAGES.pleaseLogInDot };
  }
  return {
    kind: 'error',
    message: raw === '' ? CLIENT_MESSAGES.failedToCreateVideo : friendlyMessage(error),
  };
}

/** Step 5: the active generation, as the editor resumes it; null when there is none. */
async function resume(source: GenerationSource, calls: StartCalls): Promise<StartOutcome | null> {
  const active = await calls.getActiveGeneration();
  const token = active.token ?? active.generationToken;
  if (!active.hasActiveGeneration || active.projectId === undefined || token === undefined) {
    return null;
  }
  const opened = editorAt(source, {
    projectId: active.projectId,
    token,
    status: active.status,
    currentStep: active.currentStep ?? null,
    story: active.story ?? null,
    settings: active.settings ?? settingsOf(source),
  });
  return { ...opened, resumed: true } as StartOutcome;
}
