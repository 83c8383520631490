import { ART_STYLE_LABELS, type ArtStyle } from '@reelsmith/contract';

interface Props {
  style: ArtStyle;
  format: 'vertical' | 'square' | 'horizontal';
  caption?: string;
  highlight?: string;
  label?: string;
  /** Which picture: the style's square sample, or a hero frame drawn for this format. */
  image?: 'sample' | 'hero';
}

/**
 * A frame drawn by the studio's built-in illustrator (`npm run examples` renders them into
 * public/examples), with a caption styled like the ones burned into the videos.
 */
export function ExampleFrame({
  style,
  format,
  caption,
  highlight,
  label,
  image = 'sample',
}: Props) {
  const src = image === 'hero' ? `/examples/hero-${style}.webp` : `/examples/${style}.webp`;
  return (
    <figure className={`frame frame-${format}`} style={{ margin: 0 }}>
      <img
        src={src}
        alt={`${ART_STYLE_LABELS[style]} example frame`}
        loading={image === 'hero' ? 'eager' : 'lazy'}
        decoding="async"
      />
      {caption !== undefined && (
        <figcaption className="frame-caption">
          {caption} <span className="frame-caption-word">{highlight}</span>
        </figcaption>
      )}
      {label !== undefined && (
        <figcaption>
          <span className="badge">{label}</span>
        </figcaption>
      )}
    </figure>
  );
}
