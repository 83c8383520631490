import { z } from 'zod';
import { CAPTION_STYLES } from './generation.js';

/** `GET /story/{id}/captions/{style}/still`: which caption style's still. */
export const captionStillParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a project id' }),
  style: z.enum(CAPTION_STYLES, {
    message: `style must be one of ${CAPTION_STYLES.join(', ')}`,
  }),
});

export const CAPTION_STILL_MESSAGES = {
  noPicture: 'The script is not written yet: the caption stills come with its first picture',
  failed: 'The caption still could not be made. Try again.',
} as const;
