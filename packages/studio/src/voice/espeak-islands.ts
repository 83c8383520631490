/**
 * The probe's islands (eSpeak's words apart, with a wide word gap) and where each one starts in
 * the real clip. Measured figures: docs/decisions/0015-captions.md.
 */

/** Silence that separates two islands in the probe. */
const ISLAND_GAP_SECONDS = 0.15;
const FRAME_SECONDS = 0.005;
/** -60 dBFS: eSpeak's gaps are zeros or a faint decay of the word before. */
const SILENT = 1e-3;
const ENVELOPE_SECONDS = 0.001;
const TEMPLATE_SECONDS = 0.15;
const SEARCH_SECONDS = 0.3;
const SNAP_TEMPLATE_SECONDS = 0.02;
const SNAP_SECONDS = 0.02;
const EXACT_CORRELATION = 0.99;
/** Below this the match is not trusted and the word is placed where the gaps predict. */
const MIN_CORRELATION = 0.6;

export interface Island {
  /** Samples. */
  start: number;
  end: number;
}

/** Runs of sound separated by at least ISLAND_GAP_SECONDS of silence, in samples. */
export function findIslands(samples: Float32Array, rate: number): Island[] {
  const hop = Math.max(1, Math.round(rate * FRAME_SECONDS));
  const gapFrames = Math.ceil(ISLAND_GAP_SECONDS / FRAME_SECONDS);
  const islands: Island[] = [];
  let current: Island | undefined;
  let silentFrames = 0;
  for (let i = 0; i < samples.length; i += hop) {
    let peak = 0;
    const end = Math.min(samples.length, i + hop);
    for (let j = i; j < end; j++) peak = Math.max(peak, Math.abs(samples[j] ?? 0));
    if (peak > SILENT) {
      // The first and last samples that sound, not the frame's ends.
      let last = end;
      while (last > i && Math.abs(samples[last - 1] ?? 0) <= SILENT) last--;
      if (current === undefined) {
        let first = i;
        while (first < end && Math.abs(samples[first] ?? 0) <= SILENT) first++;
        current = { start: first, end: last };
      } else current.end = last;
      silentFrames = 0;
    } else if (current !== undefined && ++silentFrames >= gapFrames) {
      islands.push(current);
      current = undefined;
    }
  }
  if (current !== undefined) islands.push(current);
  return islands;
}

/** The best-matching places a word may start at in the clip, and the least match kept. */
const CANDIDATES = 12;
const MIN_CANDIDATE_CORRELATION = 0.3;
const SEPARATION_FRAMES = 15;
/** What an exact match of the voiced start adds to a place's correlation. */
const EXACT_BONUS = 0.3;
/** How far from a place an exact match is looked for. */
const EXACT_REACH_SECONDS = 0.002;
/** How many of a word's likeliest places propose where the next word starts. */
const FOLLOWERS = 4;
/** What a sound after a silence adds to its correlation as a word's start. */
const ONSET_BONUS = 0.15;
/** A silence this long before a sound makes it a likely word start. */
const ONSET_GAP_SECONDS = 0.002;
/** How much of a word's start is compared (1 ms frames of its loudness envelope). */
const ALIGN_TEMPLATE_SECONDS = 0.1;
/** Weights of a start that sounds unlike the word and of a word that lasts longer or shorter. */
const MATCH_WEIGHT = 4;
const LENGTH_WEIGHT = 1;

/**
 * Where each island starts in the real clip. For each island, the places in the clip whose
 * loudness envelope correlates best with the island's start (the same phonemes sound the same)
 * are candidates; a dynamic programme then picks one a word, in order, so that the matches are
 * good and the distance from each word to the next is about the word's length in the probe (not
 * exactly: eSpeak lengthens a vowel before the probe's long pauses) plus the clip's own word
 * gap. The answer is snapped to
 * the exact sample where the voiced start matches.
 */
export function alignIslands(
  islands: readonly Island[],
  probe: Float32Array,
  real: Float32Array,
  rate: number,
  /** The clip's word gap over the probe's: the share of each probe silence the clip has. */
  gapShare = 0,
): number[] {
  const hop = Math.max(1, Math.round(rate * ENVELOPE_SECONDS));
  const probeEnv = envelope(probe, hop);
  const realEnv = envelope(real, hop);
  const realSums = runningSums(realEnv);
  const walked = walk(islands, real, rate);
  const starts = soundsAfterSilence(real, rate).map((at) => Math.floor(at / hop));
  const scored = islands.map((island, k) => {
    const first = Math.floor(island.start / hop);
    const frames = Math.max(
      2,
      Math.min(
        Math.ceil((island.end - island.start) / hop),
        ALIGN_TEMPLATE_SECONDS / ENVELOPE_SECONDS,
      ),
    );
    const template = probeEnv.subarray(first, first + frames);
    const scores = new Float32Array(Math.max(0, realEnv.length - frames + 1));
    const pearson = pearsonAt(template, realEnv, realSums);
    for (let at = 0; at < scores.length; at++) scores[at] = pearson(at);
    const peaks: { at: number; score: number }[] = [];
    for (let at = 0; at < scores.length; at++) {
      const score = scores[at] ?? 0;
      if (score < (scores[at - 1] ?? -1) || score < (scores[at + 1] ?? -1)) continue;
      if (score >= MIN_CANDIDATE_CORRELATION) peaks.push({ at, score });
    }
    peaks.sort((x, y) => y.score - x.score);
    // The best peak within 15 ms only: a voice's pitch periods make peaks a few ms apart.
    const kept: { at: number; score: number }[] = [];
    for (const peak of peaks) {
      if (kept.length >= CANDIDATES) break;
      if (kept.every((k) => Math.abs(k.at - peak.at) > SEPARATION_FRAMES)) kept.push(peak);
    }
    // Where the walk puts it too (its length from the word before), in case no peak is right.
    const guess = Math.min(scores.length - 1, Math.max(0, Math.round((walked[k] ?? 0) / hop)));
    if (kept.every((c) => c.at !== guess)) kept.push({ at: guess, score: scores[guess] ?? 0 });
    // A sound after a silence is where eSpeak's word gap may end: a likelier start.
    const out = kept.filter((c) => starts.every((o) => Math.abs(o - c.at) > 3));
    for (const at of starts) {
      if (at < scores.length) out.push({ at, score: (scores[at] ?? 0) + ONSET_BONUS });
    }
    return { out, scores };
  });
  // A voiced start has the very samples of the probe: a place where they match is all but sure.
  scored.forEach((c, k) => {
    const island = islands[k] as Island;
    const offset = island.start - Math.floor(island.start / hop) * hop;
    for (const candidate of c.out) {
      if (exactly(probe, island, real, candidate.at * hop + offset, rate)) {
        candidate.score += EXACT_BONUS;
      }
    }
  });
  const expected = (k: number): number => {
    const previous = islands[k - 1] as Island;
    const silence = ((islands[k]?.start ?? previous.end) - previous.end) * gapShare;
    return Math.max(1, (previous.end - previous.start + silence) / hop);
  };
  const path = (scale: number): number[] | undefined =>
    bestPath(
      scored.map((c) => ({ list: [...c.out], scores: c.scores })),
      (k) => expected(k) * scale,
    );
  // eSpeak lengthens words before the probe's pauses by about the same share in a clip: a
  // first pass measures that share, the second expects it.
  const first = path(1);
  if (first === undefined) return walked;
  const ratios = first
    .slice(1)
    .map((at, k) => (at - (first[k] ?? 0)) / expected(k + 1))
    .sort((a, b) => a - b);
  const scale = Math.min(1.5, Math.max(0.5, ratios[Math.floor(ratios.length / 2)] ?? 1));
  const frames = path(scale) ?? first;
  return frames.map((at, k) => {
    const island = islands[k] as Island;
    const start = Math.floor(island.start / hop);
    return snap(probe, island, real, at * hop + (island.start - start * hop), rate);
  });
}

interface Candidate {
  at: number;
  score: number;
}

/**
 * The places (frames), one a word in order, that best match and keep each distance near the
 * expected one; undefined when no order fits.
 */
function bestPath(
  candidates: { list: Candidate[]; scores: Float32Array }[],
  expected: (k: number) => number,
): number[] | undefined {
  const n = candidates.length;
  const cost: number[][] = [(candidates[0]?.list ?? []).map((c) => MATCH_WEIGHT * (1 - c.score))];
  const back: number[][] = [[]];
  for (let k = 1; k < n; k++) {
    const distance0 = expected(k);
    // Also where the word's length puts it after the likeliest places of the word before: a
    // word whose start correlates poorly everywhere still follows the one before.
    const { list, scores } = candidates[k] ?? { list: [], scores: new Float32Array(0) };
    (candidates[k - 1]?.list ?? [])
      .map((p, i) => ({ at: p.at, cost: cost[k - 1]?.[i] ?? Infinity }))
      .sort((a, b) => a.cost - b.cost)
      .slice(0, FOLLOWERS)
      .forEach((p) => {
        const at = Math.min(scores.length - 1, Math.round(p.at + distance0));
        if (at > 0 && list.every((c) => Math.abs(c.at - at) > 3)) {
          list.push({ at, score: scores[at] ?? 0 });
        }
      });
    cost[k] = list.map(() => Infinity);
    back[k] = list.map(() => -1);
    list.forEach((c, j) => {
      (candidates[k - 1]?.list ?? []).forEach((p, i) => {
        const distance = c.at - p.at;
        const before = cost[k - 1]?.[i] ?? Infinity;
        if (distance <= 0 || before === Infinity) return;
        const total =
          before +
          LENGTH_WEIGHT * Math.log(distance / distance0) ** 2 +
          MATCH_WEIGHT * (1 - c.score);
        if (total < (cost[k]?.[j] ?? Infinity)) {
          (cost[k] as number[])[j] = total;
          (back[k] as number[])[j] = i;
        }
      });
    });
  }
  const last = cost[n - 1] ?? [];
  let end = -1;
  last.forEach((c, j) => {
    if (c < (last[end] ?? Infinity)) end = j;
  });
  if (end < 0) return undefined;
  const frames = new Array<number>(n).fill(0);
  for (let k = n - 1, j = end; k >= 0; k--) {
    frames[k] = candidates[k]?.list[j]?.at ?? 0;
    j = back[k]?.[j] ?? -1;
  }
  return frames;
}

/** Samples where a sound starts after at least ONSET_GAP_SECONDS of silence. */
function soundsAfterSilence(real: Float32Array, rate: number): number[] {
  const gap = Math.max(1, Math.round(ONSET_GAP_SECONDS * rate));
  const places: number[] = [];
  for (let i = 0, quiet = gap; i < real.length; i++) {
    if (Math.abs(real[i] ?? 0) > SILENT) {
      if (quiet >= gap) places.push(i);
      quiet = 0;
    } else quiet++;
  }
  return places;
}

/** A silence this long ends a word in the clip when the walk looks for one. */
const WALK_GAP_SECONDS = 0.004;
/** How far before a word's expected end the walk starts looking for the silence after it. */
const WALK_TOLERANCE_SECONDS = 0.02;

/**
 * A first guess of where each island starts in the clip: each word sounds about as long as its
 * island in the probe, so the next word starts at the first sound after the first silence near
 * the word's expected end.
 */
export function walk(islands: readonly Island[], real: Float32Array, rate: number): number[] {
  const loud = (i: number): boolean => Math.abs(real[i] ?? 0) > SILENT;
  const gap = Math.max(1, Math.round(WALK_GAP_SECONDS * rate));
  const tolerance = Math.round(WALK_TOLERANCE_SECONDS * rate);
  const onsets: number[] = [];
  let cursor = 0;
  while (cursor < real.length && !loud(cursor)) cursor++;
  for (const island of islands) {
    onsets.push(cursor);
    let at = Math.max(cursor + 1, cursor + (island.end - island.start) - tolerance);
    for (let quiet = 0; at < real.length && quiet < gap; at++) quiet = loud(at) ? 0 : quiet + 1;
    while (at < real.length && !loud(at)) at++;
    cursor = Math.min(at, real.length - 1);
  }
  return onsets;
}

/** Mean absolute level in 1 ms frames. */
function envelope(samples: Float32Array, hop: number): Float32Array {
  const out = new Float32Array(Math.ceil(samples.length / hop));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * hop);
    for (let j = f * hop; j < end; j++) sum += Math.abs(samples[j] ?? 0);
    out[f] = sum / hop;
  }
  return out;
}

/** Where each probe island starts in the real clip (samples). */
export function locate(
  islands: Island[],
  probe: Float32Array,
  real: Float32Array,
  rate: number,
): number[] {
  const hop = Math.max(1, Math.round(rate * ENVELOPE_SECONDS));
  const probeEnv = envelope(probe, hop);
  const realEnv = envelope(real, hop);
  const realSums = runningSums(realEnv);
  // The probe's extra gaps add about the same time at each boundary: predict with the mean.
  const step = islands.length > 1 ? (probe.length - real.length) / (islands.length - 1) : 0;
  const radius = Math.round(SEARCH_SECONDS / ENVELOPE_SECONDS);
  const onsets: number[] = [];
  let firstSound = 0;
  while (firstSound < real.length && Math.abs(real[firstSound] ?? 0) <= SILENT) firstSound++;
  let shift = 0;
  let floor = 0;
  islands.forEach((island, k) => {
    const first = Math.floor(island.start / hop);
    const frames = Math.max(
      1,
      Math.min(Math.ceil((island.end - island.start) / hop), TEMPLATE_SECONDS / ENVELOPE_SECONDS),
    );
    const template = probeEnv.subarray(first, first + frames);
    // The first word starts where the clip's sound does: a pause eSpeak puts before the text
    // (`_!_`) takes the probe's wide gap too.
    const predicted = Math.round((k === 0 ? firstSound : island.start - shift - step) / hop);
    const from = Math.max(floor, predicted - radius);
    const to = Math.min(realEnv.length - frames, predicted + radius);
    let best = { at: Math.max(from, Math.min(to, predicted)), score: -Infinity, correlation: 0 };
    const pearson = pearsonAt(template, realEnv, realSums);
    for (let at = from; at <= to; at++) {
      const correlation = pearson(at);
      // A slight pull toward the prediction breaks ties between look-alike syllables.
      const score = correlation - (0.1 * Math.abs(at - predicted)) / radius;
      if (score > best.score) best = { at, score, correlation };
    }
    const trusted = best.correlation >= MIN_CORRELATION;
    const at = trusted ? best.at : Math.max(from, Math.min(to, predicted));
    const onset = snap(probe, island, real, at * hop + (island.start - first * hop), rate);
    onsets.push(onset);
    if (trusted) shift = island.start - onset;
    else shift += step;
    floor = at + 1;
  });
  return onsets;
}

/** 16-bit full scale: a WAV sample times this is a whole number, so are its square and sums. */
const FULL_SCALE = 32768;

/**
 * The places from `from` to `to` where the probe island's first samples (up to
 * SNAP_TEMPLATE_SECONDS) match the clip's with a correlation about zero (a cosine) of at least
 * `least()`, each given to `visit` (true stops). Both windows are scaled to unit energy, so the
 * cosine is 1 - e/2 where e is the sum of their squared differences: e only grows along the
 * window, and a place is dropped as soon as it passes 2 (1 - least()), after a few samples where
 * the sounds differ. The island's energy is summed once and the clip's slid along (in 16-bit
 * units, where the sums are whole numbers, so exact).
 */
function exactMatches(
  probe: Float32Array,
  island: Island,
  real: Float32Array,
  from: number,
  to: number,
  rate: number,
  least: () => number,
  visit: (at: number, correlation: number) => boolean | void,
): void {
  const length = Math.min(island.end - island.start, Math.round(SNAP_TEMPLATE_SECONDS * rate));
  const last = Math.min(real.length - length, to);
  if (last < from) return;
  const square = (v: number): number => (v * FULL_SCALE) ** 2;
  let b = 0;
  for (let j = 0; j < length; j++) b += square(probe[island.start + j]!);
  if (b === 0) return;
  const ky = FULL_SCALE / Math.sqrt(b);
  let a = 0;
  for (let j = 0; j < length; j++) a += square(real[from + j]!);
  for (let at = from; at <= last; at++) {
    if (at > from) a += square(real[at + length - 1]!) - square(real[at - 1]!);
    if (a <= 0) continue;
    const kx = FULL_SCALE / Math.sqrt(a);
    const most = 2 * (1 - least());
    let e = 0;
    let j = 0;
    for (; j < length && e <= most; j++) {
      const d = real[at + j]! * kx - probe[island.start + j]! * ky;
      e += d * d;
    }
    if (j === length && e <= most && visit(at, 1 - e / 2) === true) return;
  }
}

/**
 * A voiced onset has the very same samples in probe and clip: within 20 ms of the envelope's
 * answer, an exact match (correlation 0.99 or more) gives the onset to the sample.
 */
function snap(
  probe: Float32Array,
  island: Island,
  real: Float32Array,
  onset: number,
  rate: number,
): number {
  const radius = Math.round(SNAP_SECONDS * rate);
  let best = { at: onset, correlation: EXACT_CORRELATION };
  exactMatches(
    probe,
    island,
    real,
    Math.max(0, onset - radius),
    onset + radius,
    rate,
    () => best.correlation,
    (at, correlation) => {
      if (correlation > best.correlation) best = { at, correlation };
    },
  );
  return best.at;
}

/** Whether the probe island's first 20 ms match the clip's samples near `at` (0.99 or more). */
function exactly(
  probe: Float32Array,
  island: Island,
  real: Float32Array,
  at: number,
  rate: number,
): boolean {
  const reach = Math.round(EXACT_REACH_SECONDS * rate);
  let found = false;
  exactMatches(
    probe,
    island,
    real,
    Math.max(0, at - reach),
    at + reach,
    rate,
    () => EXACT_CORRELATION,
    () => (found = true),
  );
  return found;
}

/** Running sums of a signal and of its squares (sums[k] = the first k samples'), in doubles. */
interface Sums {
  sum: Float64Array;
  squares: Float64Array;
}

function runningSums(signal: Float32Array): Sums {
  const sum = new Float64Array(signal.length + 1);
  const squares = new Float64Array(signal.length + 1);
  for (let i = 0; i < signal.length; i++) {
    const v = signal[i]!;
    sum[i + 1] = sum[i]! + v;
    squares[i + 1] = squares[i]! + v * v;
  }
  return { sum, squares };
}

/**
 * Pearson's correlation of `template` with `signal` at each place: the template is centred once,
 * the signal's window mean and variance come from its running sums, so each place costs one
 * dot product (sum of centred template times signal: the template's centring removes the
 * window's mean).
 */
function pearsonAt(template: Float32Array, signal: Float32Array, sums: Sums) {
  const n = template.length;
  let mean = 0;
  for (let j = 0; j < n; j++) mean += template[j]!;
  mean /= n;
  const centred = new Float64Array(n);
  let vx = 0;
  for (let j = 0; j < n; j++) {
    centred[j] = template[j]! - mean;
    vx += centred[j]! * centred[j]!;
  }
  return (at: number): number => {
    if (at < 0 || at + n > signal.length) return 0;
    const sy = sums.sum[at + n]! - sums.sum[at]!;
    const syy = sums.squares[at + n]! - sums.squares[at]!;
    const vy = syy - (sy * sy) / n;
    // A flat window (silence) has no variance: rounding leaves a trace of one.
    if (vx === 0 || vy <= 1e-12 * Math.max(syy, 1e-30)) return 0;
    let dot = 0;
    for (let j = 0; j < n; j++) dot += centred[j]! * signal[at + j]!;
    return dot / Math.sqrt(vx * vy);
  };
}

/** Inclusive index ranges: several units (words or tokens) in one island, or one over several. */
export interface IslandGroup {
  units: [number, number];
  islands: [number, number];
}

/** Cost of one more unit in an island, or of one more island for a unit. */
const GLUE_COST = 0.5;
const SPLIT_COST = 0.3;
const MAX_RUN = 4;

/**
 * Islands matched to units (eSpeak's tokens, or the script's words when its phonemes are not
 * known) in order, each unit weighing what it is expected to last (its phonemes, or its
 * syllables): each group is several units in one island or one unit over one or more islands,
 * chosen to minimize the squared log ratio of each group's length to its units' share.
 */
export function matchIslands(
  lengths: readonly number[],
  weights: readonly number[],
): IslandGroup[] {
  const n = lengths.length;
  const m = weights.length;
  const totalLength = lengths.reduce((s, l) => s + l, 0);
  const totalWeight = weights.reduce((s, v) => s + v, 0);
  const expected = (w0: number, w1: number): number =>
    (weights.slice(w0, w1 + 1).reduce((s, v) => s + v, 0) / totalWeight) * totalLength;
  const length = (i0: number, i1: number): number =>
    lengths.slice(i0, i1 + 1).reduce((s, v) => s + v, 0);
  const misfit = (w0: number, w1: number, i0: number, i1: number): number =>
    Math.log(Math.max(1, length(i0, i1)) / Math.max(1, expected(w0, w1))) ** 2 +
    GLUE_COST * (w1 - w0) +
    SPLIT_COST * (i1 - i0);
  // best[w][i]: cost of matching units [0, w) with islands [0, i).
  const best = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const back = Array.from({ length: m + 1 }, () => new Array<IslandGroup | undefined>(n + 1));
  (best[0] as number[])[0] = 0;
  for (let w = 0; w < m; w++) {
    for (let i = 0; i < n; i++) {
      const here = best[w]?.[i] ?? Infinity;
      if (here === Infinity) continue;
      const consider = (group: IslandGroup): void => {
        const w2 = group.units[1] + 1;
        const i2 = group.islands[1] + 1;
        const cost =
          here + misfit(group.units[0], group.units[1], group.islands[0], group.islands[1]);
        if (cost < (best[w2]?.[i2] ?? Infinity)) {
          (best[w2] as number[])[i2] = cost;
          (back[w2] as (IslandGroup | undefined)[])[i2] = group;
        }
      };
      for (let a = 0; a < MAX_RUN && w + a < m; a++)
        consider({ units: [w, w + a], islands: [i, i] });
      for (let b = 1; b < MAX_RUN && i + b < n; b++)
        consider({ units: [w, w], islands: [i, i + b] });
    }
  }
  const groups: IslandGroup[] = [];
  for (let w = m, i = n; w > 0 || i > 0;) {
    const group = back[w]?.[i];
    if (group === undefined) throw new Error('eSpeak words could not be matched to the script');
    groups.unshift(group);
    w = group.units[0];
    i = group.islands[0];
  }
  return groups;
}
