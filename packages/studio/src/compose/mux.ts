/**
 * Putting the finished file together: the soundtrack's encode, the pieces joined without
 * re-encoding (the concat demuxer) with it, and the benchmark's floor (the same encoder over a
 * finished video). The pieces' own encodes are in graph.ts.
 */
import { FPS, audioEncoderArgs, videoEncoderArgs } from './graph.js';

function containerArgs(): string[] {
  return ['-fflags', '+bitexact', '-map_metadata', '-1', '-movflags', '+faststart'];
}

/** Encoder settings shared by the render and the benchmark's encoder floor. */
export function encoderArgs(preset = 'veryfast', crf = 23): string[] {
  return [...videoEncoderArgs(preset, crf), ...audioEncoderArgs(), ...containerArgs()];
}

/** The concat demuxer's list: segments in order (paths quoted for the demuxer). */
export function concatList(paths: readonly string[]): string {
  return paths.map((p) => `file '${p.replace(/'/g, "'\\''")}'\n`).join('');
}

/**
 * The soundtrack encoded once, on its own: AAC in an M4A, made while the video is composed
 * (and cached: a preview and its final share it), so the mux only copies it.
 */
export function soundtrackArgs(wavPath: string, outPath: string) {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', wavPath, '-map', '0:a:0',
    ...audioEncoderArgs(),
    ...containerArgs(),
    '-f', 'mp4', outPath,
  ]; // prettier-ignore
}

/**
 * The finished file: segments joined without re-encoding (same encoder settings, each starts
 * on a keyframe) with the encoded soundtrack (soundtrackArgs) copied in, moov atom first for
 * streaming. Copying keeps the AAC's priming edit, so the sound starts where it did when the
 * mux encoded it (measured: the same audio bytes and the same decoded samples).
 */
export function muxArgs(
  listPath: string,
  soundtrackPath: string,
  totalFrames: number,
  outPath: string,
) {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-f', 'concat', '-safe', '0', '-i', listPath,
    '-i', soundtrackPath,
    '-map', '0:v:0', '-map', '1:a:0',
    '-c:v', 'copy', '-c:a', 'copy',
    ...containerArgs(),
    '-t', (totalFrames / FPS).toFixed(3),
    outPath,
  ]; // prettier-ignore
}

/** The benchmark's floor: the same encoder re-encoding a finished video with no filters. */
export function reencodeArgs(inPath: string, outPath: string, preset?: string, crf?: number) {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', inPath, '-map', '0:v', '-map', '0:a',
    ...encoderArgs(preset, crf),
    outPath,
  ]; // prettier-ignore
}
