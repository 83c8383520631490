import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The ffprobe the engine uses: FFPROBE_PATH, else the npm build. */
const ffprobePath = () =>
  process.env.FFPROBE_PATH ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path;

export interface ProbedVideo {
  durationSeconds: number;
  sizeBytes: number;
  formatName: string;
  video: { codec: string; width: number; height: number; fps: number };
  audio: { codec: string } | null;
}

/** What ffprobe reads from a video file: container, duration, size and its streams. */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const { stdout } = await run(ffprobePath(), [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const probe = JSON.parse(stdout) as {
    format: { duration: string; size: string; format_name: string };
    streams: {
      codec_type: string;
      codec_name: string;
      width?: number;
      height?: number;
      avg_frame_rate?: string;
    }[];
  };
  const video = probe.streams.find((s) => s.codec_type === 'video');
  const audio = probe.streams.find((s) => s.codec_type === 'audio');
  if (video === undefined) throw new Error(`${file} has no video stream`);
  const [num, den] = (video.avg_frame_rate ?? '0/1').split('/').map(Number);
  return {
    durationSeconds: Number(probe.format.duration),
    sizeBytes: Number(probe.format.size),
    formatName: probe.format.format_name,
    video: {
      codec: video.codec_name,
      width: video.width ?? 0,
      height: video.height ?? 0,
      fps: den ? num! / den : 0,
    },
    audio: audio === undefined ? null : { codec: audio.codec_name },
  };
}
