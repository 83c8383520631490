import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AspectRatio, CaptionStyle } from '@reelsmith/contract';
import sharp from 'sharp';
import { assDocument, captionEvents } from '../captions/ass.js';
import { captionOptionsSchema } from '../captions/caption-options.js';
import { prepareFontsDir } from '../captions/fonts.js';
import type { CaptionPhrase } from '../captions/phrases.js';
import { escapeFilterPath } from '../compose/graph.js';
import { runTool, type MediaTools } from '../compose/ffmpeg.js';
import { contentKey, type ArtifactCache } from './cache.js';
import { sceneImageOrFallback, type Illustrators, type SceneImageRequest } from './scene-image.js';

/** The still's width: the editor shows five side by side, sharp on a phone. */
export const CAPTION_STILL_WIDTH = 360;
/** Words on the still: the first phrase of the narration, as the video opens. */
const STILL_WORDS = 4;
/** Each word's time on the still's timeline; the still is taken while the second is spoken. */
const WORD_SECONDS = 0.4;
const STILL_AT = 0.6; // halfway through the second word (WORD_SECONDS 0.4)

export interface CaptionStillRequest extends SceneImageRequest {
  aspect: AspectRatio;
  captionStyle: CaptionStyle;
  position: 'top' | 'middle' | 'bottom';
  /** The narration the words come from (emoji already left out). */
  text: string;
}

/** The phrase the still shows: the first words, timed one after another. */
export function stillPhrase(text: string): CaptionPhrase {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const shown = (words.length === 0 ? ['Your', 'captions', 'here'] : words).slice(0, STILL_WORDS);
  return {
    start: 0,
    end: shown.length * WORD_SECONDS,
    words: shown.map((word, i) => ({
      text: word,
      start: i * WORD_SECONDS,
      end: (i + 1) * WORD_SECONDS,
    })),
  };
}

/** The ffmpeg arguments: the picture, the captions burned in by libass, one frame, scaled down. */
export function captionStillArgs(
  imagePath: string,
  assPath: string,
  fontsDir: string,
  outPath: string,
): string[] {
  const filter = [
    `subtitles='${escapeFilterPath(assPath)}':fontsdir='${escapeFilterPath(fontsDir)}'`,
    `scale=${CAPTION_STILL_WIDTH}:-2:flags=lanczos`,
  ].join(',');
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-loop', '1', '-framerate', '30', '-t', String(STILL_AT + 0.5), '-i', imagePath,
    '-vf', filter,
    '-ss', String(STILL_AT), '-frames:v', '1',
    outPath,
  ]; // prettier-ignore
}

/**
 * A caption style's still (issue 22): the project's first picture as the render draws it,
 * with the engine's own captions (the same ASS events, fonts and libass as the video) burned
 * in, one frame while the second word is spoken, as a small WebP kept in the cache
 * (`caption-still/<key>.webp`).
 */
export async function captionStill(
  deps: { illustrators: Illustrators; tools: MediaTools },
  cache: ArtifactCache,
  request: CaptionStillRequest,
): Promise<{ data: Buffer; etag: string }> {
  const image = await sceneImageOrFallback(deps.illustrators, cache, request);
  const phrase = stillPhrase(request.text);
  const options = captionOptionsSchema.parse({
    style: request.captionStyle,
    position: request.position,
  });
  const key = contentKey({
    still: image.key,
    style: request.captionStyle,
    position: request.position,
    words: phrase.words.map((w) => w.text),
    width: CAPTION_STILL_WIDTH,
  });
  const { data } = await cache.getOrCreate('caption-still', key, 'webp', async () => {
    const temp = await mkdtemp(join(tmpdir(), 'reelsmith-still-'));
    try {
      const assPath = join(temp, 'captions.ass');
      const size = { width: request.width, height: request.height, aspect: request.aspect };
      await writeFile(assPath, assDocument(captionEvents([phrase], options), options, size));
      const outPath = join(temp, 'still.png');
      const fontsDir = await prepareFontsDir(cache.dir);
      await runTool(deps.tools.ffmpeg, captionStillArgs(image.path, assPath, fontsDir, outPath), {
        signal: request.signal,
      });
      return await sharp(await readFile(outPath))
        .webp({ quality: 82 })
        .toBuffer();
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  });
  return { data, etag: `"${key}"` };
}
