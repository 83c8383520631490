import type { ArtStyle } from '@reelsmith/contract';

export interface IllustrateRequest {
  prompt: string;
  style: ArtStyle;
  width: number;
  height: number;
  seed: number;
  signal?: AbortSignal | undefined;
}

/** The illustrator role. Implementations: built-in (SVG + sharp) and OpenAI-compatible images. */
export interface Illustrator {
  readonly description: string;
  /** Goes into artifact cache keys. */
  readonly id: string;
  /** A PNG of exactly width x height. */
  illustrate(request: IllustrateRequest): Promise<Buffer>;
}
