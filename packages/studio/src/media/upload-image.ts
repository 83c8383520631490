import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from '../compose/ffmpeg.js';
import type { MediaTools } from '../compose/ffmpeg.js';
import { withTempDir } from './encode.js';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The file is not a JPEG, PNG or WebP that can be decoded. */
export class UnreadableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableImageError';
  }
}

/** The picture has more pixels than the server decodes. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`The image is ${width}x${height} pixels`);
    this.name = 'ImageTooLargeError';
  }
}

/** What the file is by its first bytes, whatever its Content-Type said. */
export function sniffImage(data: Buffer): ImageKind | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The EXIF orientation of a JPEG (1-8; 1 when it has none): phones store pictures sideways
 * and say so here. Reads the APP1 Exif segment's first IFD only.
 */
export function jpegOrientation(data: Buffer): number {
  let at = 2;
  while (at + 4 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1] ?? 0;
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xda || marker === 0xd9) break; // image data starts: no more metadata
    if (marker === 0xe1 && data.toString('ascii', at + 4, at + 10) === 'Exif\0\0') {
      const tiff = at + 10;
      if (tiff + 8 > data.length) return 1;
      const little = data.toString('ascii', tiff, tiff + 2) === 'II';
      const u16 = (o: number) => (little ? data.readUInt16LE(o) : data.readUInt16BE(o));
      const u32 = (o: number) => (little ? data.readUInt32LE(o) : data.readUInt32BE(o));
      const ifd = tiff + u32(tiff + 4);
      if (ifd + 2 > data.length) return 1;
      const entries = u16(ifd);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > data.length) return 1;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** ffmpeg filters that turn a picture stored with EXIF orientation `o` upright. */
export function orientationFilters(o: number): string[] {
  switch (o) {
    case 2:
      return ['hflip'];
    case 3:
      return ['hflip', 'vflip'];
    case 4:
      return ['vflip'];
    case 5:
      return ['transpose=0'];
    case 6:
      return ['transpose=1'];
    case 7:
      return ['transpose=3'];
    case 8:
      return ['transpose=2'];
    default:
      return [];
  }
}

export interface ReencodeOptions {
  /** The longest side of the result; larger pictures are scaled down. Default 2160. */
  maxSide?: number;
  /** WebP quality, 0-100. Default 90. */
  quality?: number;
  /** Pictures with more pixels are refused before they are decoded. Default 50 million. */
  maxPixels?: number;
  signal?: AbortSignal | undefined;
}

const DEMUXERS: Record<ImageKind, string> = {
  jpeg: 'jpeg_pipe',
  png: 'png_pipe',
  webp: 'webp_pipe',
};

/**
 * A user's picture, decoded and re-encoded as WebP by ffmpeg: upright (EXIF orientation
 * applied), at most `maxSide` on its longest side, without its metadata (no location, no
 * camera). The demuxer is forced from the file's own first bytes and only local files are
 * read, so a crafted file cannot make ffmpeg open anything else.
 */
export async function reencodeImage(
  tools: MediaTools,
  input: Buffer,
  options: ReencodeOptions = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  const kind = sniffImage(input);
  if (kind === undefined) throw new UnreadableImageError('Not a JPEG, PNG or WebP file');
  const maxSide = options.maxSide ?? 2160;
  const maxPixels = options.maxPixels ?? 50_000_000;
  return withTempDir(async (dir) => {
    const source = join(dir, 'in');
    const output = join(dir, 'out.webp');
    await writeFile(source, input);
    const safeInput = ['-protocol_whitelist', 'file', '-f', DEMUXERS[kind], '-i', source];
    let stored: { width: number; height: number };
    try {
      const { stdout } = await runTool(
        tools.ffprobe,
        [
          '-v', 'error', '-select_streams', 'v:0',
          '-show_entries', 'stream=width,height', '-of', 'json',
          ...safeInput,
        ],
        { signal: options.signal },
      ); // prettier-ignore
      const stream = (JSON.parse(stdout) as { streams?: { width?: number; height?: number }[] })
        .streams?.[0];
      if (!stream?.width || !stream.height) throw new Error('no picture in the file');
      stored = { width: stream.width, height: stream.height };
    } catch (error) {
      options.signal?.throwIfAborted();
      throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
    }
    if (stored.width * stored.height > maxPixels) {
      throw new ImageTooLargeError(stored.width, stored.height);
    }
    const orientation = kind === 'jpeg' ? jpegOrientation(input) : 1;
    const turned = orientation >= 5;
    const upright = turned
      ? { width: stored.height, height: stored.width }
      : { width: stored.width, height: stored.height };
    const scale = Math.min(1, maxSide / Math.max(upright.width, upright.height));
    const width = Math.max(1, Math.round(upright.width * scale));
    const height = Math.max(1, Math.round(upright.height * scale));
    const filters = [
      ...orientationFilters(orientation),
      ...(scale < 1 ? [`scale=${width}:${height}:flags=lanczos`] : []),
    ];
    try {
      await runTool(
        tools.ffmpeg,
        [
          '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
          '-noautorotate', '-max_pixels', String(maxPixels),
          ...safeInput,
          ...(filters.length === 0 ? [] : ['-vf', filters.join(',')]),
          '-frames:v', '1', '-map_metadata', '-1',
          '-c:v', 'libwebp', '-quality', String(options.quality ?? 90),
          '-f', 'webp', output,
        ],
        { signal: options.signal },
      ); // prettier-ignore
    } catch (error) {
      options.signal?.throwIfAborted();
      throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
    }
    const data = await readFile(output);
    if (data.length === 0) throw new UnreadableImageError('ffmpeg wrote no picture');
    return { data, width, height };
  });
}
