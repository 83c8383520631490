import { FONT_FAMILIES, SAFE_MARGINS, assColor, assFile, assTime } from '../captions/ass.js';
import type { AspectRatio } from '@reelsmith/contract';
import { FPS, TO_YUV709, escapeFilterPath, videoEncoderArgs } from './graph.js';
import { assPlainText } from './title-card.js';

/**
 * The optional end card (docs/decisions/0046-hook-and-end-card.md): a short closing shot after
 * the last scene, its text (e.g. "Follow for part 2") over the last picture blurred and
 * darkened. It is one more piece of the video, encoded with the scenes' settings and joined
 * after them; the music plays on under it and fades out at its end.
 */

/** 2.5 s: long enough to read a short line twice, short enough not to lose the viewer. */
export const END_CARD_FRAMES = 75;
export const END_CARD_SECONDS = END_CARD_FRAMES / FPS;

export interface EndCardOptions {
  enabled: boolean;
  text: string;
}

export function endCardFrames(card: EndCardOptions): number {
  return card.enabled ? END_CARD_FRAMES : 0;
}

/**
 * The range the narration is fitted into: with the card on, it must end the card's length
 * before the duration's maximum, so the whole video stays in range. The minimum is left as it
 * is, so turning the card on does not change a story's pauses (nor its cached pieces) unless
 * the narration was near the maximum.
 */
export function narrationRange(
  range: { minSeconds: number; maxSeconds: number },
  card: EndCardOptions,
): { minSeconds: number; maxSeconds: number } {
  return card.enabled ? { ...range, maxSeconds: range.maxSeconds - END_CARD_SECONDS } : range;
}

/** The card's background from the last picture: blurred, and dark enough for white text. */
export const END_CARD_BACKGROUND = { blurSigma: 24, brightness: 0.45 } as const;

/**
 * The card's text as a subtitle file: large, centred in the safe area, fading and growing in
 * over its first 0.3 s (so the cut from the last scene reads as a close, not a glitch).
 */
export function endCardAss(
  text: string,
  size: { width: number; height: number; aspect: AspectRatio },
): string {
  const margins = SAFE_MARGINS[size.aspect];
  const fontSize = Math.round(Math.min(size.width, size.height) * 0.13);
  const outline = Math.max(4, Math.round(fontSize * 0.07));
  const style = [
    'Style: EndCard',
    FONT_FAMILIES.anton,
    fontSize,
    assColor('#ffffff'),
    assColor('#ffffff'),
    assColor('#0a0a0a'),
    assColor('#000000', 0x80),
    0, 0, 0, 0, 100, 100, 0, 0,
    1, outline, Math.round(outline * 0.6),
    5, margins.left, margins.right, 0, 1,
  ].join(','); // prettier-ignore
  const grow = '{\\fad(300,0)\\fscx85\\fscy85\\t(0,300,\\fscx100\\fscy100)}';
  return assFile(
    size,
    [style],
    [
      `Dialogue: 0,${assTime(0)},${assTime(END_CARD_SECONDS + 1)},EndCard,,0,0,0,,${grow}${assPlainText(text)}`,
    ],
  );
}

/**
 * The card's filter graph: the background still (input 0, already at the output size) held for
 * the card's frames, the text burned in. The still is decoded once and repeated by `loop`
 * (field notes: `-loop 1` decodes it again for every frame).
 */
export function endCardGraph(subtitlesPath: string, fontsDir: string): string {
  return [
    // BT.709 like every scene's piece (graph.ts TO_YUV709), or the card's colours shift after
    // the join: converted once, before it is repeated.
    `[0:v]${TO_YUV709},format=yuv420p,setsar=1`,
    `loop=loop=${END_CARD_FRAMES - 1}:size=1:start=0,setpts=N/(${FPS}*TB)`,
    `subtitles='${escapeFilterPath(subtitlesPath)}':fontsdir='${escapeFilterPath(fontsDir)}'`,
    `format=yuv420p[v]`,
  ].join(',');
}

/** The card's ffmpeg arguments: the same encoder settings as the scenes' pieces (joined by copy). */
export function endCardArgs(
  backgroundPath: string,
  graphPath: string,
  outPath: string,
  preset?: string,
): string[] {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', backgroundPath,
    '-filter_complex_script', graphPath,
    '-map', '[v]', '-an',
    ...videoEncoderArgs(preset),
    '-frames:v', String(END_CARD_FRAMES),
    '-f', 'mp4', outPath,
  ]; // prettier-ignore
}
