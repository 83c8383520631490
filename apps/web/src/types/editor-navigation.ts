import type { GenerationStatus, RenderStep, Story, VideoSettings } from '@reelsmith/contract';

/**
 * The navigation state the create screen hands the editor when it goes to `/editor`
 * (docs/product/screens-and-routes.md#create-click): a new generation carries its project id,
 * generation token and video settings (step 4); a resumed active generation also carries its
 * status, current step and story (step 5). Shared code: the create and editor features do not
 * import each other (docs/decisions/0023-web-boundaries.md).
 */
export interface EditorNavigationState {
  projectId: string;
  /** The generation token (the `Generation-Token` header of every call about the project). */
  token: string;
  settings: VideoSettings;
  status?: GenerationStatus;
  currentStep?: RenderStep | null;
  story?: Story | null;
}
