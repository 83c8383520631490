import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/**
 * The one place that runs ffmpeg and ffprobe. Which binaries: FFMPEG_PATH / FFPROBE_PATH when
 * set; else Debian's (or any) ffmpeg on the PATH, which is newer and faster; else the static
 * build shipped inside @ffmpeg-installer, so a fresh clone needs no system install.
 */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** Where they came from, for the start-up log. */
  source: 'env' | 'system' | 'npm';
}

const require = createRequire(import.meta.url);

export function findOnPath(name: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function npmMediaTools(): MediaTools {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  return { ffmpeg, ffprobe, source: 'npm' };
}

export function resolveMediaTools(
  env: Record<string, string | undefined> = process.env,
): MediaTools {
  if (env.FFMPEG_PATH !== undefined && env.FFMPEG_PATH !== '') {
    const npm = npmMediaTools();
    const probe = env.FFPROBE_PATH ?? findOnPath('ffprobe', env.PATH) ?? npm.ffprobe;
    return { ffmpeg: env.FFMPEG_PATH, ffprobe: probe, source: 'env' };
  }
  const system = findOnPath('ffmpeg', env.PATH);
  const systemProbe = findOnPath('ffprobe', env.PATH);
  if (system !== undefined && systemProbe !== undefined) {
    return { ffmpeg: system, ffprobe: env.FFPROBE_PATH ?? systemProbe, source: 'system' };
  }
  const npm = npmMediaTools();
  return { ...npm, ffprobe: env.FFPROBE_PATH ?? npm.ffprobe };
}

export function mediaToolsVersion(tools: MediaTools): string {
  try {
    const out = execFileSync(tools.ffmpeg, ['-version'], { encoding: 'utf8' });
    return out.split('\n')[0] ?? 'unknown';
  } catch {
    return 'unavailable';
  }
}

export interface RunOptions {
  signal?: AbortSignal | undefined;
  /** Called with each `-progress` block's out_time in seconds. */
  onProgressSeconds?: (seconds: number) => void;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs a binary to completion; on abort the process gets SIGKILL at once and the promise
 * rejects with the signal's reason, so no ffmpeg outlives a cancelled render.
 */
export function runTool(binary: string, args: readonly string[], options: RunOptions = {}) {
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    const onAbort = (): void => {
      child.kill('SIGKILL');
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (options.onProgressSeconds === undefined) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us exists since 4.x; older builds print out_time_ms in microseconds too.
        const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (m?.[1] !== undefined) options.onProgressSeconds(Number(m[1]) / 1e6);
      }
    });
    child.stderr.on('data', (chunk: string) => {
      // Keep the tail only: that is where the reason of a failure is.
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted === true) {
        reject(
          options.signal.reason instanceof Error ? options.signal.reason : new Error('Aborted'),
        );
      } else if (code === 0) resolve({ stdout, stderr });
      else {
        reject(new FfmpegError(`${binary} exited with ${code}: ${stderr.trim()}`, code, stderr));
      }
    });
  });
}

export interface ProbeResult {
  durationSeconds: number;
  video?: {
    codec: string;
    profile: string;
    width: number;
    height: number;
    pixFmt: string;
    fps: number;
  };
  audio?: { codec: string; sampleRate: number; channels: number };
}

export async function probe(tools: MediaTools, path: string): Promise<ProbeResult> {
  const { stdout } = await runTool(tools.ffprobe, [
    '-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path,
  ]); // prettier-ignore
  const data = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      profile?: string;
      width?: number;
      height?: number;
      pix_fmt?: string;
      r_frame_rate?: string;
      sample_rate?: string;
      channels?: number;
    }[];
  };
  const video = data.streams?.find((s) => s.codec_type === 'video');
  const audio = data.streams?.find((s) => s.codec_type === 'audio');
  const [num, den] = (video?.r_frame_rate ?? '0/1').split('/').map(Number);
  return {
    durationSeconds: Number(data.format?.duration ?? 0),
    ...(video === undefined
      ? {}
      : {
          video: {
            codec: video.codec_name ?? '',
            profile: video.profile ?? '',
            width: video.width ?? 0,
            height: video.height ?? 0,
            pixFmt: video.pix_fmt ?? '',
            fps: (num ?? 0) / (den || 1),
          },
        }),
    ...(audio === undefined
      ? {}
      : {
          audio: {
            codec: audio.codec_name ?? '',
            sampleRate: Number(audio.sample_rate ?? 0),
            channels: audio.channels ?? 0,
          },
        }),
  };
}
