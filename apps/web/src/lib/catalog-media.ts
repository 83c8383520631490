import type { ArtStyle, Voice } from '@reelsmith/contract';
import { env } from '../config/env';

/*
 * The catalogue's media (packages/contract/src/media.ts, docs/product/api.md#media): public,
 * cached by the server and the browser, so plain <audio> and <img> elements load them. Shared
 * by the create screen, the editor and the settings.
 */

/** GET /catalog/voices/{voice}/sample: the voice reading a fixed sentence. */
export const voiceSampleUrl = (voice: Voice) =>
  `${env.apiBase}/catalog/voices/${encodeURIComponent(voice)}/sample`;

/** GET /catalog/styles/{style}/preview: one square picture in the style. */
export const stylePreviewUrl = (style: ArtStyle) =>
  `${env.apiBase}/catalog/styles/${encodeURIComponent(style)}/preview`;

/** The same style's example frame, drawn at build time (`npm run examples`): the fallback. */
export const styleExampleUrl = (style: ArtStyle) => `/examples/${style}.webp`;

/** GET /catalog/music/{id}/preview: a short excerpt of a bundled track. */
export const musicPreviewUrl = (track: string) =>
  `${env.apiBase}/catalog/music/${encodeURIComponent(track)}/preview`;
