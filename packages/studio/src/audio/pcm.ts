/**
 * Audio as plain numbers: mono Float32 PCM at a known rate. WAV in and out, resampling,
 * silence trimming. Pure functions: the mixer and the duration fit are unit-tested on them.
 */
export const MASTER_RATE = 44100;

export interface Pcm {
  rate: number;
  samples: Float32Array;
}

export function durationOf(pcm: Pcm): number {
  return pcm.samples.length / pcm.rate;
}

/** Reads 16-bit or 32-bit float PCM WAV (mono or the first channel); tolerates bogus sizes. */
export function parseWav(buffer: Buffer): Pcm {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let offset = 12;
  let rate = 0;
  let channels = 1;
  let bits = 16;
  let format = 1;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    let size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = buffer.readUInt16LE(body);
      channels = buffer.readUInt16LE(body + 2);
      rate = buffer.readUInt32LE(body + 4);
      bits = buffer.readUInt16LE(body + 14);
    } else if (id === 'data') {
      // Streamed WAVs (espeak --stdout, some TTS APIs) put 0 or 0xFFFFFFFF here: read to the end.
      if (size === 0 || body + size > buffer.length) size = buffer.length - body;
      const bytesPerSample = bits / 8;
      const frames = Math.floor(size / (bytesPerSample * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) {
        const at = body + i * bytesPerSample * channels;
        samples[i] =
          format === 3 && bits === 32 ? buffer.readFloatLE(at) : buffer.readInt16LE(at) / 32768;
      }
      if (rate === 0) throw new Error('WAV without a fmt chunk');
      return { rate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}

/** 16-bit PCM WAV; `channels` 2 interleaves the two arrays. */
export function encodeWav(rate: number, left: Float32Array, right?: Float32Array): Buffer {
  const channels = right === undefined ? 1 : 2;
  const frames = left.length;
  const data = frames * channels * 2;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * channels * 2, 28);
  out.writeUInt16LE(channels * 2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  const clamp = (v: number): number => Math.max(-1, Math.min(1, v));
  let at = 44;
  for (let i = 0; i < frames; i++) {
    out.writeInt16LE(Math.round(clamp(left[i] ?? 0) * 32767), at);
    at += 2;
    if (right !== undefined) {
      out.writeInt16LE(Math.round(clamp(right[i] ?? 0) * 32767), at);
      at += 2;
    }
  }
  return out;
}

/** Catmull-Rom resampling: cheap and clean enough for speech (TTS rates are 22.05-24 kHz). */
export function resample(pcm: Pcm, rate: number): Pcm {
  if (pcm.rate === rate) return pcm;
  const src = pcm.samples;
  const length = Math.round((src.length * rate) / pcm.rate);
  const out = new Float32Array(length);
  const step = pcm.rate / rate;
  const at = (i: number): number => src[Math.min(src.length - 1, Math.max(0, i))] ?? 0;
  for (let i = 0; i < length; i++) {
    const pos = i * step;
    const k = Math.floor(pos);
    const t = pos - k;
    const p0 = at(k - 1);
    const p1 = at(k);
    const p2 = at(k + 1);
    const p3 = at(k + 2);
    out[i] =
      p1 +
      0.5 * t * (p2 - p0 + t * (2 * p0 - 5 * p1 + 4 * p2 - p3 + t * (3 * (p1 - p2) + p3 - p0)));
  }
  return { rate, samples: out };
}

/**
 * Cuts leading and trailing silence (TTS engines pad each call with a pause). `offset` is the
 * seconds cut from the start: word times measured on the untrimmed clip move back by it.
 */
export function trimSilence(
  pcm: Pcm,
  threshold = 0.01,
  keepSeconds = 0.04,
): Pcm & { offset: number } {
  const s = pcm.samples;
  let start = 0;
  while (start < s.length && Math.abs(s[start] ?? 0) < threshold) start++;
  let end = s.length;
  while (end > start && Math.abs(s[end - 1] ?? 0) < threshold) end--;
  if (end <= start) return { rate: pcm.rate, samples: new Float32Array(0), offset: 0 };
  const keep = Math.round(keepSeconds * pcm.rate);
  const from = Math.max(0, start - keep);
  return {
    rate: pcm.rate,
    samples: s.slice(from, Math.min(s.length, end + keep)),
    offset: from / pcm.rate,
  };
}
