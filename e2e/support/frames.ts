import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The ffmpeg the engine falls back to: FFMPEG_PATH, else the npm build. */
const ffmpegPath = () =>
  process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * The share of near-white pixels in three horizontal bands of a video's frame `secondsFromEnd`
 * before its end: above the middle, the middle fifth, below it. An end card's text over its
 * darkened picture is white in the middle band only.
 */
export async function brightBandsNearEnd(
  file: string,
  width: number,
  height: number,
  secondsFromEnd: number,
): Promise<{ above: number; middle: number; below: number }> {
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-sseof', `-${secondsFromEnd}`, '-i', file, '-frames:v', '1',
      '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], // prettier-ignore
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const share = (top: number, bottom: number) => {
    let bright = 0;
    for (let i = top * width; i < bottom * width; i++) if ((stdout[i] ?? 0) > 215) bright++;
    return bright / ((bottom - top) * width);
  };
  const top = Math.round(height * 0.4);
  const bottom = Math.round(height * 0.6);
  return { above: share(0, top), middle: share(top, bottom), below: share(bottom, height) };
}
