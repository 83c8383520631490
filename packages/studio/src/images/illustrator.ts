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
  /**
   * Whether the seed changes the picture. False for a remote model that ignores it: its
   * pictures are cached by prompt, variant, style and size alone, so one is paid for once.
   */
  readonly seeded?: boolean;
  /** A PNG of exactly width x height. */
  illustrate(request: IllustrateRequest): Promise<Buffer>;
}
