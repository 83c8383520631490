import {
  ERROR_CODES,
  unsupportedScript,
  unsupportedScriptMessage,
  type Story,
} from '@reelsmith/contract';
import { HttpError } from '../../errors.js';
import type { StartRequest } from './settings.js';

/** 400 with the reason when `text` is in a writing system the video cannot draw. */
function check(field: string, text: string | undefined): void {
  if (text === undefined) return;
  const script = unsupportedScript(text);
  if (script !== null) {
    throw new HttpError(400, unsupportedScriptMessage(field, script), ERROR_CODES.VALIDATION);
  }
}

/**
 * Text the video says or shows (the prompt it is written from, the user's script, the title
 * and the narration) must be in Latin letters (docs/decisions/0051-drafts-and-text.md): the
 * caption fonts cannot shape Arabic and the like, so it is refused, not drawn broken.
 */
export function checkStartText(request: StartRequest): void {
  if ('script' in request) check('The script', request.script);
  else check('The prompt', request.customPrompt);
}

export function checkStoryText(story: Story | undefined): void {
  if (story === undefined) return;
  check('The title', story.title);
  story.scenes.forEach((scene, index) => check(`Scene ${index + 1}`, scene.narration));
}
