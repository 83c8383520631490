import {
  CLIENT_MESSAGES,
  ERROR_CODES,
  SCRIPT_MAX_LENGTH,
  type ActiveGeneration,
  type GenerateStoryResponse,
  type ScriptToVideoRequest,
} from '@reelsmith/contract';
import { ApiRequestError, friendlyMessage } from '../../lib/api-client';
import type { EditorNavigationState } from '../../types/editor-navigation';

/** The refusal above the limit, the server's words (docs/product/limits.md#prompt-and-script). */
export const SCRIPT_TOO_LONG = `The script must be at most ${SCRIPT_MAX_LENGTH} characters`;

/** What is wrong with the script as typed, or null when it can be sent. */
export function scriptProblem(script: string): string | null {
  if (script.length > SCRIPT_MAX_LENGTH) return SCRIPT_TOO_LONG;
  if (script.trim() === '') return 'Paste a script first';
  return null;
}

/** Where "Make my video" ends. */
export type ScriptOutcome =
  | { kind: 'editor'; path: string; state: EditorNavigationState }
  | { kind: 'sign-in' }
  | { kind: 'credits'; message: string }
  | { kind: 'error'; message: string };

export interface ScriptCalls {
  scriptToVideo: (request: ScriptToVideoRequest) => Promise<GenerateStoryResponse>;
  getActiveGeneration: () => Promise<ActiveGeneration>;
}

const editorAt = (state: EditorNavigationState): ScriptOutcome => ({
  kind: 'editor',
  path: `/editor/${encodeURIComponent(state.projectId)}`,
  state,
});

/**
 * Sends the script and goes to the editor like any generation
 * (docs/product/screens-and-routes.md#custom-tool). Refusals map as on the create screen
 * (docs/product/errors.md#create-screen): not signed in, not enough credits, or an active
 * generation already, which is resumed.
 */
export async function sendScript(
  request: ScriptToVideoRequest,
  calls: ScriptCalls,
): Promise<ScriptOutcome> {
  const { artStyle, aspectRatio, duration, voice } = request;
  const settings = { artStyle, aspectRatio, duration, voice };
  try {
    const { projectId, token } = await calls.scriptToVideo(request);
    return editorAt({ projectId, token, settings, status: 'STORY_READY' });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === ERROR_CODES.UNAUTHORIZED) {
      return { kind: 'sign-in' };
    }
    const message = error instanceof Error ? error.message.toLowerCase() : '';
    if (message.includes('already have an active generation')) {
      const active = await calls.getActiveGeneration().catch(() => null);
      const token = active?.token ?? active?.generationToken;
      if (
        active?.hasActiveGeneration === true &&
        active.projectId !== undefined &&
        token !== undefined
      ) {
        return editorAt({
          projectId: active.projectId,
          token,
          status: active.status,
          currentStep: active.currentStep ?? null,
          story: active.story ?? null,
          settings: active.settings ?? settings,
        });
      }
    } else if (message.includes('credits')) {
      return { kind: 'credits', message: CLIENT_MESSAGES.notEnoughCredits };
    }
    return { kind: 'error', message: friendlyMessage(error) };
  }
}
