import './drafts.css';
import { CAPTION_STYLE_DETAILS, type CaptionStyle } from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { captionStillQueryOptions, type StillBasis } from '../api/caption-stills';
import type { ProjectRef } from '../api/get-generation';

/**
 * A caption style as the video will show it: a still of the engine's own caption render on
 * the project's first picture (docs/product/drafts-and-text.md#caption-style-stills).
 */
export function CaptionStill({
  project,
  style,
  basis,
}: {
  project: ProjectRef;
  style: CaptionStyle;
  basis: StillBasis;
}) {
  const still = useQuery(captionStillQueryOptions(project, style, basis));
  // The still has the video's shape ('9:16' is 9 / 16).
  const [w, h] = basis.aspectRatio.split(':').map(Number);
  const shape = { aspectRatio: `${w ?? 9} / ${h ?? 16}` };
  const className = (w ?? 9) < (h ?? 16) ? 'caption-still caption-still-portrait' : 'caption-still';
  if (still.data === undefined) {
    return (
      <span className={`${className} caption-still-empty`} style={shape} aria-hidden="true">
        {still.isError ? '!' : ''}
      </span>
    );
  }
  return (
    <img
      className={className}
      style={shape}
      src={still.data}
      alt={`${CAPTION_STYLE_DETAILS[style].label} captions on your first picture`}
    />
  );
}
