import type { ArtStyle, Voice } from '@reelsmith/contract';
import sharp from 'sharp';
import { MASTER_RATE, encodeWav, parseWav, trimSilence } from '../audio/pcm.js';
import type { MediaTools } from '../compose/ffmpeg.js';
import { createBuiltinIllustrator } from '../images/builtin-illustrator.js';
import { withFrameOverlay } from '../images/frame-overlay.js';
import { loopTo, renderLoop } from '../music/synth.js';
import { trackById } from '../music/tracks.js';
import { contentKey } from '../render/cache.js';
import type { ArtifactCache } from '../render/cache.js';
import type { VoiceProvider } from '../voice/voice.js';
import { encodeMp3 } from './encode.js';

/**
 * The catalogue's media for the create screen and the editor: a voice reading a sentence,
 * a picture per art style, an excerpt of each bundled track. Each is made once and kept in
 * the artifact cache; `etag` names its content (docs/product/api.md#media).
 */
export interface CatalogMedia {
  data: Buffer;
  contentType: string;
  etag: string;
}

/** What each voice reads as its sample. */
export const SAMPLE_LINES: Record<Voice, string> = {
  alloy: 'Hi, I am Alloy. Clear and balanced, I will tell your story.',
  echo: 'Hello, I am Echo. Warm and steady, from the first line to the last.',
  fable: 'Once upon a time, there was a voice called Fable. That is me.',
  onyx: 'I am Onyx. Deep, calm, and ready to narrate.',
  nova: 'Hey! I am Nova, bright and full of energy. Let us make something great!',
};

/** The scene every art style's preview shows, so the styles compare side by side. */
export const STYLE_PREVIEW_PROMPT =
  'A lighthouse on a rocky coast at sunset, a lone traveller on the path, birds over the sea';
export const STYLE_PREVIEW_SIZE = 512;
export const MUSIC_PREVIEW_SECONDS = 20;

async function cached(
  cache: ArtifactCache,
  kind: string,
  inputs: unknown,
  ext: string,
  contentType: string,
  make: () => Promise<Buffer>,
): Promise<CatalogMedia> {
  const key = contentKey(inputs);
  const { data } = await cache.getOrCreate(kind, key, ext, make);
  return { data, contentType, etag: `"${key}"` };
}

/** The voice reading its sample line, as MP3, from the configured voice provider. */
export function voiceSampleMedia(
  deps: { voice: VoiceProvider; tools: MediaTools },
  cache: ArtifactCache,
  voice: Voice,
  signal?: AbortSignal,
): Promise<CatalogMedia> {
  const text = SAMPLE_LINES[voice];
  return cached(
    cache,
    'sample',
    { v: deps.voice.id, voice, text, format: 'mp3-64k' },
    'mp3',
    'audio/mpeg',
    async () => {
      const clip = await deps.voice.speak(text, voice, { signal });
      const pcm = trimSilence(parseWav(clip.wav));
      return encodeMp3(deps.tools, encodeWav(pcm.rate, pcm.samples), { bitrateKbps: 64, signal });
    },
  );
}

const builtin = createBuiltinIllustrator();

/** One square picture in the art style, drawn by the built-in illustrator, as WebP. */
export function stylePreviewMedia(cache: ArtifactCache, style: ArtStyle): Promise<CatalogMedia> {
  const size = STYLE_PREVIEW_SIZE;
  return cached(
    cache,
    'style',
    { i: builtin.id, style, prompt: STYLE_PREVIEW_PROMPT, size, seed: 1, quality: 80 },
    'webp',
    'image/webp',
    async () => {
      const png = await builtin.illustrate({
        prompt: STYLE_PREVIEW_PROMPT,
        style,
        width: size,
        height: size,
        seed: 1,
      });
      // With the style's frame overlay, as a frame of the video shows it.
      const framed = await withFrameOverlay(png, style, size, size);
      return sharp(framed).webp({ quality: 80 }).toBuffer();
    },
  );
}

/** The first seconds of a bundled track (fading in and out) as MP3; undefined: no such track. */
export async function musicPreviewMedia(
  tools: MediaTools,
  cache: ArtifactCache,
  trackId: string,
): Promise<CatalogMedia | undefined> {
  const track = trackById(trackId);
  if (track === undefined) return undefined;
  const seconds = MUSIC_PREVIEW_SECONDS;
  return cached(
    cache,
    'music',
    { track, seconds, format: 'mp3-128k' },
    'mp3',
    'audio/mpeg',
    async () => {
      const { left, right } = loopTo(renderLoop(track, MASTER_RATE), MASTER_RATE, seconds);
      const fade = MASTER_RATE;
      for (let i = 0; i < fade; i++) {
        const w = i / fade;
        left[i] = (left[i] ?? 0) * w;
        right[i] = (right[i] ?? 0) * w;
        const j = left.length - 1 - i;
        left[j] = (left[j] ?? 0) * w;
        right[j] = (right[j] ?? 0) * w;
      }
      return encodeMp3(tools, encodeWav(MASTER_RATE, left, right), { bitrateKbps: 128 });
    },
  );
}
