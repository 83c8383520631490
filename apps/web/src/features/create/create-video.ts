import {
  CLIENT_MESSAGES,
  ERROR_CODES,
  type ActiveGeneration,
  type CreditCheckResponse,
  type GenerateStoryRequest,
  type GenerateStoryResponse,
} from '@reelsmith/contract';
import { ApiRequestError, friendlyMessage } from '../../lib/api-client';
import type { EditorNavigationState } from '../../types/editor-navigation';

/** Where a create click ends (docs/product/screens-and-routes.md#create-click). */
export type CreateOutcome =
  /** Go to /editor with this state; the saved form is cleared. */
  | { kind: 'editor'; state: EditorNavigationState }
  /** The sign-in modal, with an error line or none. */
  | { kind: 'sign-in'; error: string | null }
  /** The insufficient-credits modal, with its text. */
  | { kind: 'credits'; message: string }
  /** Stay, and show this error. */
  | { kind: 'error'; message: string };

/** What a create click calls. The credit check belongs to the credits feature: the route passes it. */
export interface CreateCalls {
  signedIn: boolean;
  checkCredits: () => Promise<CreditCheckResponse>;
  generateStory: (request: GenerateStoryRequest) => Promise<GenerateStoryResponse>;
  getActiveGeneration: () => Promise<ActiveGeneration>;
}

const ACTIVE_GENERATION = 'already have an active generation';

/**
 * The create click, steps 2 to 6: signed out, the sign-in modal; not enough credits, the
 * credits modal; else the story is started and the editor opens. A failure maps as
 * docs/product/errors.md#create-screen says, in its order.
 */
export async function createVideo(
  request: GenerateStoryRequest,
  calls: CreateCalls,
): Promise<CreateOutcome> {
  if (!calls.signedIn) return { kind: 'sign-in', error: null };
  try {
    const check = await calls.checkCredits();
    if (!check.hasEnoughCredits) {
      return {
        kind: 'credits',
        message: CLIENT_MESSAGES.insufficientCredits(check.requiredCredits, check.availableCredits),
      };
    }
    const { projectId, token } = await calls.generateStory(request);
    return { kind: 'editor', state: { projectId, token, settings: request } };
  } catch (error) {
    return failed(error, request, calls);
  }
}

async function failed(
  error: unknown,
  request: GenerateStoryRequest,
  calls: CreateCalls,
): Promise<CreateOutcome> {
  if (error instanceof ApiRequestError && error.code === ERROR_CODES.UNAUTHORIZED) {
    return { kind: 'sign-in', error: null };
  }
  const raw = error instanceof Error ? error.message : '';
  const message = raw.toLowerCase();
  if (message.includes(ACTIVE_GENERATION)) {
    const resumed = await resume(request, calls).catch(() => null);
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
async function resume(
  request: GenerateStoryRequest,
  calls: CreateCalls,
): Promise<CreateOutcome | null> {
  const active = await calls.getActiveGeneration();
  const token = active.token ?? active.generationToken;
  if (!active.hasActiveGeneration || active.projectId === undefined || token === undefined) {
    return null;
  }
  return {
    kind: 'editor',
    state: {
      projectId: active.projectId,
      token,
      status: active.status,
      currentStep: active.currentStep ?? null,
      story: active.story ?? null,
      settings: active.settings ?? request,
    },
  };
}
