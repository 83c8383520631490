import type { CaptionStyle, RenderOptions } from '@reelsmith/contract';
import { useId } from 'react';

/** The 5 named caption styles (docs/product/generations.md#captions), in the order shown. */
export const CAPTION_STYLE_LABELS: Record<CaptionStyle, { label: string; description: string }> = {
  word: { label: 'One word at a time', description: 'Each word alone, as it is spoken' },
  karaoke: { label: 'Karaoke highlight', description: 'The line, with the spoken word lit up' },
  boxed: { label: 'Boxed highlight', description: 'The spoken word in a coloured box' },
  outline: { label: 'Bold outline', description: 'Big white words with a heavy outline' },
  clean: { label: 'Clean subtitle', description: 'Plain subtitles at the bottom' },
};
const ORDER: CaptionStyle[] = ['word', 'karaoke', 'boxed', 'outline', 'clean'];

type Captions = RenderOptions['captions'];

/** Captions on or off, and their style. */
export function CaptionsPanel({
  value,
  onChange,
}: {
  value: Captions;
  onChange: (patch: Partial<Captions>) => void;
}) {
  const id = useId();
  return (
    <section className="card editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Captions</h2>
      <label className="switch-line">
        <input
          type="checkbox"
          role="switch"
          checked={value.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        Show captions
      </label>
      <fieldset className="field editor-choices" disabled={!value.enabled}>
        <legend className="label">Caption style</legend>
        {ORDER.map((style) => (
          <label key={style} className="radio-line">
            <input
              type="radio"
              name={`${id}-style`}
              checked={value.style === style}
              onChange={() => onChange({ style })}
            />
            <span>
              {CAPTION_STYLE_LABELS[style].label}
              <span className="muted radio-detail"> {CAPTION_STYLE_LABELS[style].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
