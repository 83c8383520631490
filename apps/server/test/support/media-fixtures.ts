import sharp from 'sharp';

/** Fixtures of the editor media tests (media.test.ts, media-openai.test.ts). */
export const SCRIPT =
  'A fox crossed the frozen river at dawn.\n\nShe found a village asleep under the snow.\n\nBy night she was home again.';

export const solid = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  });

/** A second of a tone as 16-bit mono WAV: what a speech API answers. */
export function toneWav(rate: number, seconds: number): Buffer {
  const samples = rate * seconds;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return out;
}
