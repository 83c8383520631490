/**
 * Camera motion and picture changes measured from a finished video's frames: each pair of
 * consecutive grey frames gets a least-squares gradient (Lucas-Kanade) estimate of a global
 * move (a shift and a zoom about the centre). A frame the move does not explain (a large
 * residual) is a picture change; a frame inside a move that barely moves stands still.
 */
import { spawn } from 'node:child_process';

export interface FrameMotion {
  /** Shift in output pixels (x right, y down) and zoom per frame (0 = none). */
  dx: number;
  dy: number;
  scale: number;
  /** The largest displacement of any point of the measured region, output pixels. */
  magnitude: number;
  /** Mean absolute grey difference the move leaves unexplained, and before compensation. */
  residual: number;
  difference: number;
}

export interface MotionReport {
  frames: number;
  seconds: number;
  /** Frame numbers where a new picture begins (a cut, or the start of a transition). */
  changes: number[];
  changesPerMinute: number;
  /** Frames inside moves (runs between changes whose mean displacement is >= 0.2 px). */
  moveFrames: number;
  stalledFrames: number;
  stalledShare: number;
  /** The stalled frames' numbers (to look at them). */
  stalled: number[];
  perFrame: FrameMotion[];
}

export interface MeasureOptions {
  /** Only this band of rows is measured (0..1 of the height): keep captions out of it. */
  rows?: [number, number];
  /** The measured frames are this much smaller than the video (sub-pixel precision stays). */
  downscale?: number;
}

/** Reads the video as grey frames and measures each pair of consecutive frames. */
export async function measureMotion(
  ffmpeg: string,
  path: string,
  size: { width: number; height: number },
  options: MeasureOptions = {},
): Promise<MotionReport> {
  const [top, bottom] = options.rows ?? [0.04, 0.42];
  const down = options.downscale ?? 2;
  const cropH = 2 * Math.round((size.height * (bottom - top)) / 2);
  const w = Math.round(size.width / down);
  const h = Math.round(cropH / down);
  const frameBytes = w * h;
  const child = spawn(
    ffmpeg,
    [
      '-v', 'error', '-i', path, '-an',
      '-vf', `crop=${size.width}:${cropH}:0:${Math.round(size.height * top)},scale=${w}:${h}:flags=area,format=gray`,
      '-f', 'rawvideo', 'pipe:1',
    ], // prettier-ignore
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const perFrame: FrameMotion[] = [];
  let previous: Float32Array | undefined;
  let pending = Buffer.alloc(0);
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= frameBytes) {
      const frame = smooth(pending.subarray(0, frameBytes), w, h);
      pending = pending.subarray(frameBytes);
      if (previous !== undefined) perFrame.push(estimate(previous, frame, w, h, down));
      previous = frame;
    }
  }
  await new Promise((resolve) => child.on('close', resolve));
  return summarize(perFrame);
}

/** A 3x3 box blur: gradients of a smooth image make the linear estimate hold. */
function smooth(bytes: Uint8Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let j = -1; j <= 1; j++) {
        const yy = y + j;
        if (yy < 0 || yy >= h) continue;
        for (let i = -1; i <= 1; i++) {
          const xx = x + i;
          if (xx < 0 || xx >= w) continue;
          sum += bytes[yy * w + xx] ?? 0;
          n++;
        }
      }
      out[y * w + x] = sum / n;
    }
  }
  return out;
}

/** Least squares for a shift (u, v) and a zoom s about the centre: It + Ix*U + Iy*V = 0. */
export function estimate(a: Float32Array, b: Float32Array, w: number, h: number, down = 1) {
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  // Normal equations for [u, v, s].
  const m = new Float64Array(9);
  const r = new Float64Array(3);
  let difference = 0;
  let count = 0;
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const k = y * w + x;
      const ix = (a[k + 1]! - a[k - 1]! + (b[k + 1]! - b[k - 1]!)) / 4;
      const iy = (a[k + w]! - a[k - w]! + (b[k + w]! - b[k - w]!)) / 4;
      const it = b[k]! - a[k]!;
      const g = [ix, iy, ix * (x - cx) + iy * (y - cy)];
      for (let p = 0; p < 3; p++) {
        r[p]! -= g[p]! * it;
        for (let q = 0; q < 3; q++) m[p * 3 + q]! += g[p]! * g[q]!;
      }
      difference += Math.abs(it);
      count++;
    }
  }
  const [u, v, s] = solve3(m, r);
  let residual = 0;
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const k = y * w + x;
      const ix = (a[k + 1]! - a[k - 1]! + (b[k + 1]! - b[k - 1]!)) / 4;
      const iy = (a[k + w]! - a[k - w]! + (b[k + w]! - b[k - w]!)) / 4;
      residual += Math.abs(b[k]! - a[k]! + ix * (u + s * (x - cx)) + iy * (v + s * (y - cy)));
    }
  }
  // The farthest point of the region moves by the shift plus the zoom times its distance.
  const magnitude = Math.hypot(Math.abs(u) + Math.abs(s) * cx, Math.abs(v) + Math.abs(s) * cy);
  return {
    dx: u * down,
    dy: v * down,
    scale: s,
    magnitude: magnitude * down,
    residual: residual / count,
    difference: difference / count,
  };
}

function solve3(m: Float64Array, r: Float64Array): [number, number, number] {
  const a = Array.from({ length: 3 }, (_, i) => [m[i * 3]!, m[i * 3 + 1]!, m[i * 3 + 2]!, r[i]!]);
  for (let c = 0; c < 3; c++) {
    let pivot = c;
    for (let i = c + 1; i < 3; i++) if (Math.abs(a[i]![c]!) > Math.abs(a[pivot]![c]!)) pivot = i;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const d = a[c]![c]!;
    if (Math.abs(d) < 1e-9) return [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      if (i === c) continue;
      const f = a[i]![c]! / d;
      for (let j = c; j < 4; j++) a[i]![j]! -= f * a[c]![j]!;
    }
  }
  return [a[0]![3]! / a[0]![0]!, a[1]![3]! / a[1]![1]!, a[2]![3]! / a[2]![2]!];
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Frames a change spans at most (a transition is 12): one change, not several. */
const MERGE_FRAMES = 15;

/**
 * Changes: frames whose unexplained difference stands out (over 2 grey levels and 4 times the
 * local median), merged when close. Moves: the runs between changes (less a few frames at each
 * end) whose mean displacement is at least 0.2 px. Stalled: a frame of a move whose
 * displacement is under a quarter of the move's mean.
 */
export function summarize(perFrame: FrameMotion[], fps = 30): MotionReport {
  const n = perFrame.length;
  const flagged: boolean[] = perFrame.map((f, i) => {
    const around = perFrame.slice(Math.max(0, i - 15), i + 16).map((g) => g.residual);
    return f.residual > 2 && f.residual > 4 * median(around);
  });
  const changes: number[] = [];
  let last = -Infinity;
  flagged.forEach((isChange, i) => {
    if (!isChange) return;
    if (i - last > MERGE_FRAMES) changes.push(i + 1);
    last = i;
  });
  // Runs between flagged frames, trimmed so a transition's edges do not count as moves.
  let moveFrames = 0;
  const stalled: number[] = [];
  let start = 0;
  for (let i = 0; i <= n; i++) {
    if (i < n && !flagged[i]) continue;
    const first = start + 3;
    const run = perFrame.slice(first, i - 3);
    start = i + 1;
    if (run.length < 10) continue;
    // The mean, not the median: when most frames of a move stand still, the median is 0.
    const typical = run.reduce((sum, f) => sum + f.magnitude, 0) / run.length;
    if (typical < 0.2) continue;
    moveFrames += run.length;
    run.forEach((f, k) => {
      if (f.magnitude < typical / 4) stalled.push(first + k + 1);
    });
  }
  const seconds = (n + 1) / fps;
  return {
    frames: n + 1,
    seconds,
    changes,
    changesPerMinute: (changes.length / seconds) * 60,
    moveFrames,
    stalledFrames: stalled.length,
    stalledShare: moveFrames === 0 ? 0 : stalled.length / moveFrames,
    stalled,
    perFrame,
  };
}
