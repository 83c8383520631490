import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../compose/ffmpeg.js';
import type { MediaTools } from '../compose/ffmpeg.js';

/** Runs `fn` with a fresh temporary folder, removed after. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-media-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A WAV as a small MP3 (libmp3lame: in Debian's ffmpeg and the npm static build), the one
 * compressed audio format every browser plays, Chromium without proprietary codecs included.
 */
export async function encodeMp3(
  tools: MediaTools,
  wav: Buffer,
  options: { bitrateKbps: number; signal?: AbortSignal | undefined },
): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const input = join(dir, 'in.wav');
    const output = join(dir, 'out.mp3');
    await writeFile(input, wav);
    await runTool(
      tools.ffmpeg,
      [
        '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
        '-f', 'wav', '-i', input,
        '-c:a', 'libmp3lame', '-b:a', `${options.bitrateKbps}k`,
        '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact',
        '-f', 'mp3', output,
      ],
      { signal: options.signal },
    ); // prettier-ignore
    return readFile(output);
  });
}
