import type { AspectRatio } from '@reelsmith/contract';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  END_CARD_BACKGROUND,
  END_CARD_SECONDS,
  endCardArgs,
  endCardAss,
  endCardGraph,
} from '../compose/end-card.js';
import { assForBt601Blend, blendsInBt601 } from '../compose/ass-matrix.js';
import type { EndCardOptions } from '../compose/end-card.js';
import { runTool } from '../compose/ffmpeg.js';
import { withPreviewMark } from '../compose/preview-mark.js';
import type { MediaTools } from '../compose/ffmpeg.js';
import { contentKey, getOrCreateFile } from './cache.js';
import type { ArtifactCache } from './cache.js';

/**
 * The end card's piece of video (compose/end-card.ts), cached by its text, its picture and the
 * encoder: an edit to an earlier scene does not encode it again.
 */
export async function endCardSegment(
  cache: ArtifactCache,
  tools: MediaTools,
  input: {
    card: EndCardOptions;
    /** The last scene's picture, at the output size. */
    lastImage: string;
    size: { width: number; height: number; aspect: AspectRatio };
    /** The size its text is laid out at (PlayRes; a preview's frame is smaller). */
    design?: { width: number; height: number } | undefined;
    fontsDir: string;
    workDir: string;
    preset?: string | undefined;
    /** A preview's: the word PREVIEW over it too, as over every other piece. */
    previewMark?: boolean | undefined;
    signal?: AbortSignal | undefined;
  },
): Promise<string> {
  const { width, height } = input.size;
  const background = await getOrCreateFile(
    cache,
    'end-card',
    contentKey({ image: input.lastImage, width, height, look: END_CARD_BACKGROUND }),
    'png',
    async (temp) => {
      await sharp(input.lastImage)
        .resize(width, height, { fit: 'cover' })
        .blur(END_CARD_BACKGROUND.blurSigma)
        .modulate({ brightness: END_CARD_BACKGROUND.brightness })
        .png({ compressionLevel: 1 })
        .toFile(temp);
    },
  );
  const design = input.design ?? { width, height };
  const card = endCardAss(input.card.text, { ...input.size, ...design });
  const marked =
    input.previewMark === true ? withPreviewMark(card, design, END_CARD_SECONDS) : card;
  const graph = endCardGraph(await storeAss(cache, tools, marked), input.fontsDir);
  const key = contentKey({
    graph,
    background: background.path,
    args: endCardArgs('IN', 'GRAPH', 'OUT', input.preset),
    ffmpeg: tools.ffmpeg,
  });
  const { path } = await getOrCreateFile(cache, 'segment', key, 'mp4', async (temp) => {
    const graphPath = join(input.workDir, 'end-card.txt');
    await writeFile(graphPath, graph);
    await runTool(tools.ffmpeg, endCardArgs(background.path, graphPath, temp, input.preset), {
      signal: input.signal,
    });
  });
  return path;
}

/**
 * An ASS file to burn into BT.709 frames with this ffmpeg, kept in the cache by its text: its
 * colours written for the build's blend (compose/ass-matrix.ts). Returns its path.
 */
export async function storeAss(
  cache: ArtifactCache,
  tools: Pick<MediaTools, 'ffmpeg'>,
  ass: string,
): Promise<string> {
  const written = (await blendsInBt601(tools)) ? assForBt601Blend(ass) : ass;
  const file = await cache.getOrCreate('ass', contentKey({ ass: written }), 'ass', async () =>
    Buffer.from(written),
  );
  return file.path;
}

/** The colour matrix a video's YUV was made with: BT.709 when tagged so, else BT.601 (swscale's default). */
export function videoMatrix(colorSpace: string | undefined): 'bt709' | 'bt601' {
  return colorSpace === 'bt709' ? 'bt709' : 'bt601';
}

/**
 * ffmpeg arguments that take a video's first frame to an RGB PNG at `width` x `height`, decoded
 * with the matrix the video was encoded with and expanded from TV range. The PNG is sRGB, which
 * BT.709's primaries are: the thumbnail then shows the colours a player shows.
 */
export function firstFrameArgs(
  videoPath: string,
  matrix: 'bt709' | 'bt601',
  width: number,
  height: number,
  outPath: string,
): string[] {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', videoPath,
    '-frames:v', '1',
    '-vf', `scale=${width}:${height}:flags=bicubic:in_color_matrix=${matrix}:in_range=tv:out_range=pc,format=rgb24`,
    '-f', 'image2', '-c:v', 'png', outPath,
  ]; // prettier-ignore
}

/**
 * The dashboard's thumbnail: the finished video's first frame (the hook title over the first
 * shot), half size, as a JPEG tagged with an sRGB ICC profile so browsers and image tools do
 * not guess its colours.
 */
export async function writeThumbnail(
  tools: MediaTools,
  input: {
    videoPath: string;
    thumbnailPath: string;
    width: number;
    height: number;
    workDir: string;
    signal?: AbortSignal | undefined;
  },
): Promise<void> {
  const { stdout } = await runTool(tools.ffprobe, [
    '-v', 'error', '-select_streams', 'v:0',
    '-show_entries', 'stream=color_space', '-of', 'csv=p=0', input.videoPath,
  ]); // prettier-ignore
  const frame = join(input.workDir, 'first-frame.png');
  try {
    await runTool(
      tools.ffmpeg,
      firstFrameArgs(
        input.videoPath,
        videoMatrix(stdout.trim()),
        Math.round(input.width / 2),
        Math.round(input.height / 2),
        frame,
      ),
      { signal: input.signal },
    );
    await sharp(frame).jpeg({ quality: 82 }).withIccProfile('srgb').toFile(input.thumbnailPath);
  } finally {
    await rm(frame, { force: true });
  }
}
