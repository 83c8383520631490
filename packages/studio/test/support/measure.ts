import { runTool } from '../../src/compose/ffmpeg.js';
import type { MediaTools } from '../../src/compose/ffmpeg.js';

/**
 * A finished file measured the way a platform or an editor would (house style, Media): ffmpeg's
 * ebur128 for loudness, ffprobe for the colour tags. Shared by the finished-file tests.
 */
export interface Loudness {
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** Loudness range, LU. */
  range: number;
  /** True peak, dBTP (ebur128 prints it as dBFS). */
  truePeak: number;
}

/** The Summary that `-af ebur128=peak=true` prints at the end of its log. */
export function parseEbur128Summary(log: string): Loudness {
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const figure = (pattern: RegExp): number => {
    const m = pattern.exec(summary);
    if (m?.[1] === undefined) throw new Error(`No ${pattern.source} in the ebur128 summary`);
    return Number(m[1]);
  };
  return {
    integrated: figure(/I:\s+(-?[\d.]+|-inf) LUFS/),
    range: figure(/LRA:\s+(-?[\d.]+) LU/),
    truePeak: figure(/Peak:\s+(-?[\d.]+|-inf) dBFS/),
  };
}

/** `ffmpeg -nostats -i v.mp4 -map 0:a -af ebur128=peak=true -f null -` */
export async function measureLoudness(tools: MediaTools, path: string): Promise<Loudness> {
  const { stderr } = await runTool(tools.ffmpeg, [
    '-hide_banner', '-nostdin', '-nostats', '-i', path,
    '-map', '0:a', '-af', 'ebur128=peak=true', '-f', 'null', '-',
  ]); // prettier-ignore
  return parseEbur128Summary(stderr);
}

export interface ColourTags {
  color_space?: string;
  color_primaries?: string;
  color_transfer?: string;
  color_range?: string;
}

/** The first video stream's colour tags as ffprobe reads them (absent when untagged). */
export async function probeColour(tools: MediaTools, path: string): Promise<ColourTags> {
  const { stdout } = await runTool(tools.ffprobe, [
    '-v', 'error', '-select_streams', 'v:0', '-print_format', 'json',
    '-show_entries', 'stream=color_space,color_primaries,color_transfer,color_range', path,
  ]); // prettier-ignore
  const data = JSON.parse(stdout) as { streams?: ColourTags[] };
  return data.streams?.[0] ?? {};
}
