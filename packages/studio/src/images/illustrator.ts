import type { ArtStyle } from '@reelsmith/contract';

export interface IllustrateRequest {
  prompt: string;
  style: ArtStyle;
  width: number;
  height: number;
  seed: number;
  /**
   * The project's own seed, changed only by the scene's variant: what a remote model that takes
   * a seed is sent, so that every scene of a project starts from the same noise (with the style
   * guide, the same characters). Defaults to `seed`.
   */
  projectSeed?: number | undefined;
  /** The project's style guide (characters' look, palette, setting), for every scene's prompt. */
  styleGuide?: string | undefined;
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
  /**
   * The same picture as layers by depth (sky, far, mid, near, subject, front), for parallax:
   * only an illustrator that draws by layers has it (the built-in; scene-layers.ts).
   */
  layers?(request: IllustrateRequest): Promise<SceneLayerImage[]>;
  /** The same picture as a back and a front plane, for the parallax shot (the built-in). */
  planes?(request: IllustrateRequest): Promise<ScenePlanes>;
}

/** A picture in two planes: the back, opaque, and the front, transparent around what it draws. */
export interface ScenePlanes {
  back: Buffer;
  front: Buffer;
}

/** One depth of a built-in scene, drawn alone. */
export interface SceneLayerImage {
  name: 'sky' | 'far' | 'mid' | 'near' | 'subject' | 'front';
  /**
   * How far it moves with the camera, 0 (fixed, the sky) to 1 (the subject's plane): a pan of
   * d pixels moves this layer d * depth pixels. The sky is opaque; the others are transparent
   * where they draw nothing.
   */
  depth: number;
  /** An RGBA PNG of exactly width x height, graded like the still. */
  png: Buffer;
}
