import {
  SCRIPT_MAX_LENGTH,
  unsupportedScript,
  unsupportedScriptMessage,
} from '@reelsmith/contract';

/** The refusal above the limit, the server's words (docs/product/limits.md#prompt-and-script). */
export const SCRIPT_TOO_LONG = `The script must be at most ${SCRIPT_MAX_LENGTH} characters`;

/** What is wrong with the custom tool's script as typed, or null when it can be sent. */
export function scriptProblem(script: string): string | null {
  if (script.length > SCRIPT_MAX_LENGTH) return SCRIPT_TOO_LONG;
  if (script.trim() === '') return 'Paste a script first';
  const writing = unsupportedScript(script);
  if (writing !== null) return unsupportedScriptMessage('The script', writing);
  return null;
}
