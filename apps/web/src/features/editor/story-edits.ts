import {
  SCRIPT_MAX_LENGTH,
  storySchema,
  unsupportedScript,
  unsupportedScriptMessage,
  type Scene,
  type Story,
} from '@reelsmith/contract';

/**
 * The editor's changes to a story's scenes (docs/product/screens-and-routes.md#editor): add,
 * remove, reorder, split and merge. Pure: each returns a new list, the input unchanged.
 */

/** The bounds of a story (docs/product/generations.md#story-shape). */
export const MIN_SCENES = 1;
export const MAX_SCENES = 20;

/** The script: every scene's narration together, what the 1,500-character limit counts. */
export const scriptLength = (scenes: readonly Scene[]) =>
  scenes.reduce((n, scene) => n + scene.narration.length, 0);

export const isOverScriptLimit = (scenes: readonly Scene[]) =>
  scriptLength(scenes) > SCRIPT_MAX_LENGTH;

/** A new, empty scene after `index` (at the start for -1). */
export function addScene<S extends Scene>(scenes: readonly S[], index: number): (S | Scene)[] {
  if (scenes.length >= MAX_SCENES) return [...scenes];
  const next: (S | Scene)[] = [...scenes];
  next.splice(index + 1, 0, { narration: '', imagePrompt: '' });
  return next;
}

export function removeScene<S extends Scene>(scenes: readonly S[], index: number): S[] {
  if (scenes.length <= MIN_SCENES) return [...scenes];
  return scenes.filter((_, i) => i !== index);
}

/** Moves the scene at `index` by `by` places (-1: up, 1: down), within the list. */
export function moveScene<S extends Scene>(scenes: readonly S[], index: number, by: number): S[] {
  const target = index + by;
  if (target < 0 || target >= scenes.length || index < 0 || index >= scenes.length) {
    return [...scenes];
  }
  const next = [...scenes];
  const [scene] = next.splice(index, 1);
  next.splice(target, 0, scene!);
  return next;
}

/**
 * Where a narration splits in two: the sentence end nearest its middle, else the space nearest
 * it; null when it cannot be split (one word).
 */
export function splitPoint(narration: string): number | null {
  const text = narration.trim();
  const middle = text.length / 2;
  const nearest = (points: number[]) =>
    points.length === 0
      ? null
      : points.reduce((best, p) => (Math.abs(p - middle) < Math.abs(best - middle) ? p : best));
  const sentenceEnds = [...text.matchAll(/[.!?…]["')\]]*\s+(?=\S)/g)].map(
    (m) => m.index + m[0].length,
  );
  const spaces = [...text.matchAll(/\s+(?=\S)/g)].map((m) => m.index + m[0].length);
  return nearest(sentenceEnds) ?? nearest(spaces);
}

export const canSplit = (scene: Scene) => splitPoint(scene.narration) !== null;

/**
 * Each edit keeps the scenes it carries over as they were (the same fields, a caller's own
 * included, e.g. a key for a list) and makes the new ones (added, the second half of a split)
 * plain scenes.
 */

/**
 * Splits a scene in two at its middle sentence: both halves keep the image prompt; the second
 * gets the next drawing of it (a different picture), the first keeps its picture.
 */
export function splitScene<S extends Scene>(scenes: readonly S[], index: number): (S | Scene)[] {
  const scene = scenes[index];
  if (scene === undefined || scenes.length >= MAX_SCENES) return [...scenes];
  const text = scene.narration.trim();
  const at = splitPoint(text);
  if (at === null) return [...scenes];
  const first: S = { ...scene, narration: text.slice(0, at).trim() };
  const second: Scene = {
    narration: text.slice(at).trim(),
    imagePrompt: scene.imagePrompt,
    imageVariant: (scene.imageVariant ?? 0) + 1,
  };
  const next: (S | Scene)[] = [...scenes];
  next.splice(index, 1, first, second);
  return next;
}

/** Merges the scene at `index` with the next one: one narration, the first one's picture. */
export function mergeWithNext<S extends Scene>(scenes: readonly S[], index: number): S[] {
  const first = scenes[index];
  const second = scenes[index + 1];
  if (first === undefined || second === undefined) return [...scenes];
  const merged: S = {
    ...first,
    narration: [first.narration.trim(), second.narration.trim()].filter(Boolean).join(' '),
  };
  const next = [...scenes];
  next.splice(index, 2, merged);
  return next;
}

/** The next drawing of a scene's prompt; an uploaded picture gives way to it. */
export function regeneratePicture<S extends Scene>(scene: S): S {
  const { imageId: _uploaded, ...drawn } = scene;
  return { ...drawn, imageVariant: (scene.imageVariant ?? 0) + 1 } as S;
}

/** The story schema's limits (packages/contract/src/story.ts). */
export const TITLE_MAX_LENGTH = 120;
export const CAPTION_MAX_LENGTH = 2200;
export const IMAGE_PROMPT_MAX_LENGTH = 1000;

/**
 * What stops a story from being saved, in words a person can act on; null when it can be
 * saved. The server checks the same schema (it is the contract's).
 */
export function storyProblem(story: Story): string | null {
  if (isOverScriptLimit(story.scenes)) {
    return `The script must be at most ${SCRIPT_MAX_LENGTH} characters`;
  }
  if (story.title.trim() === '') return 'Give the video a title';
  const titleScript = unsupportedScript(story.title);
  if (titleScript !== null) return unsupportedScriptMessage('The title', titleScript);
  for (const [index, scene] of story.scenes.entries()) {
    const script = unsupportedScript(scene.narration);
    if (script !== null) return unsupportedScriptMessage(`Scene ${index + 1}`, script);
  }
  // Pasted text is never cut (issue 22): a field over its limit is named with its limit.
  if (story.title.trim().length > TITLE_MAX_LENGTH) {
    return `The title must be at most ${TITLE_MAX_LENGTH} characters`;
  }
  if (story.caption.trim().length > CAPTION_MAX_LENGTH) {
    return `The caption must be at most ${CAPTION_MAX_LENGTH.toLocaleString('en-US')} characters`;
  }
  const long = story.scenes.findIndex((s) => s.imagePrompt.trim().length > IMAGE_PROMPT_MAX_LENGTH);
  if (long !== -1) {
    return `Scene ${long + 1}'s image prompt must be at most ${IMAGE_PROMPT_MAX_LENGTH.toLocaleString('en-US')} characters`;
  }
  for (const [index, scene] of story.scenes.entries()) {
    const narration = scene.narration.trim() === '';
    const prompt = scene.imagePrompt.trim() === '';
    // Names the field that is empty, not both (issue 22: it blamed a filled image prompt).
    if (narration && prompt) return `Scene ${index + 1} needs its narration and its image prompt`;
    if (narration) return `Scene ${index + 1} needs its narration`;
    if (prompt) return `Scene ${index + 1} needs its image prompt`;
  }
  const parsed = storySchema.safeParse(story);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This script cannot be saved');
}
