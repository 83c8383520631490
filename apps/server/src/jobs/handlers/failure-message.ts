import { GENERATION_MESSAGES, type RenderStep } from '@reelsmith/contract';

/** A message a person can act on, for a render that failed in `step`. */
export function renderFailureMessage(step: RenderStep | undefined): string {
  switch (step) {
    case 'VOICE':
      return GENERATION_MESSAGES.voiceFailed;
    case 'IMAGES':
      return GENERATION_MESSAGES.imagesFailed;
    case 'CAPTIONS':
    case 'COMPOSING':
      return GENERATION_MESSAGES.composeFailed;
    case undefined:
      return GENERATION_MESSAGES.renderFailed;
  }
}
