import type { RenderStep } from '@reelsmith/contract';
import type { ArtifactCache } from '../cache.js';

/** What every stage shares: the artifact cache, the abort signal and the progress report. */
export interface StageContext {
  cache: ArtifactCache;
  signal?: AbortSignal | undefined;
  report: (step: RenderStep, fraction: number) => void;
}
