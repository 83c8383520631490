import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { assDocument, captionEvents } from '../src/captions/ass.js';
import { captionOptionsSchema } from '../src/captions/caption-options.js';
import { prepareFontsDir } from '../src/captions/fonts.js';
import { captionArea, deltaE, hexToRgb, sceneCaptionOptions } from '../src/captions/highlight.js';
import type { Rgb } from '../src/captions/highlight.js';
import { groupPhrases } from '../src/captions/phrases.js';
import { resolveMediaTools } from '../src/compose/ffmpeg.js';
import { escapeFilterPath } from '../src/compose/graph.js';

const run = promisify(execFile);
const SIZE = { width: 1080, height: 1920, aspect: '9:16' as const };
/** A warm picture, yellow to orange, like Lichtenstein's or steampunk's under the captions. */
const WARM: Rgb = [246, 190, 52];

/**
 * Frames of the default caption style burned by libass (ffmpeg's `subtitles` filter, as the
 * render does) over a yellow-orange picture: the highlight colour is picked to stand out from
 * it, and the spoken word grows to 115%.
 */
describe('the default caption style, as libass draws it', () => {
  let dir = '';
  afterAll(async () => {
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  it('lights the spoken word in a colour readable on the picture, popping to 115%', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studio-caption-look-'));
    const picture = join(dir, 'warm.png');
    await sharp({
      create: { width: SIZE.width, height: SIZE.height, channels: 3, background: '#000' },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${WARM.join(',')})"/><stop offset="1" stop-color="rgb(238,128,40)"/></linearGradient></defs><rect width="1080" height="1920" fill="url(#g)"/></svg>`,
          ),
        },
      ])
      .png()
      .toFile(picture);
    const options = await sceneCaptionOptions(captionOptionsSchema.parse({}), picture, SIZE);
    expect(options.highlightColor).not.toBe('#ffd23f');

    // "Lions roar tonight": "roar" is spoken from 0.5 s.
    const words = [
      { text: 'Lions', start: 0, end: 0.5 },
      { text: 'roar', start: 0.5, end: 1 },
      { text: 'tonight.', start: 1, end: 1.5 },
    ];
    const assPath = join(dir, 'captions.ass');
    await writeFile(
      assPath,
      assDocument(captionEvents(groupPhrases(words), options), options, SIZE),
    );
    const fonts = await prepareFontsDir(dir);
    const frameAt = async (seconds: number): Promise<string> => {
      const out = join(dir, `frame-${seconds}.png`);
      await run(resolveMediaTools().ffmpeg, [
        '-v', 'error', '-y',
        '-loop', '1', '-framerate', '25', '-t', '1.6', '-i', picture,
        '-vf', `subtitles='${escapeFilterPath(assPath)}':fontsdir='${escapeFilterPath(fonts)}'`,
        '-ss', String(seconds), '-frames:v', '1', out,
      ]); // prettier-ignore
      return out;
    };
    const area = captionArea(options, SIZE);
    /** The highlight's pixels in the caption area: their bounding box and mean colour. */
    const lit = async (seconds: number) => {
      const { data, info } = await sharp(await frameAt(seconds))
        .extract(area)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const target = hexToRgb(options.highlightColor);
      let top = Infinity;
      let bottom = -Infinity;
      let count = 0;
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 3) {
        const pixel: Rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (deltaE(pixel, target) > 20) continue;
        const y = Math.floor(i / 3 / info.width);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        count++;
        pixel.forEach((v, c) => (sum[c] = (sum[c] ?? 0) + v));
      }
      const mean = sum.map((v) => v / Math.max(1, count)) as unknown as Rgb;
      return { height: bottom - top + 1, count, mean };
    };
    // At 0.50 s the word has just been lit (100%); by 0.80 s it has grown (80 ms pop).
    const start = await lit(0.5);
    const popped = await lit(0.8);
    expect(start.count).toBeGreaterThan(500);
    expect(popped.height / start.height).toBeGreaterThan(1.09);
    expect(popped.height / start.height).toBeLessThan(1.21);
    // Readable: the lit word is clearly apart from the picture, where the old yellow was not.
    expect(deltaE(popped.mean, WARM)).toBeGreaterThan(45);
    expect(deltaE(hexToRgb('#ffd23f'), WARM)).toBeLessThan(25);
  }, 60_000);
});
