import { CAPTION_STYLE_DETAILS, type CaptionStyle, type RenderOptions } from '@reelsmith/contract';
import { useId } from 'react';

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
              {CAPTION_STYLE_DETAILS[style].label}
              <span className="muted radio-detail">
                {' '}
                {CAPTION_STYLE_DETAILS[style].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
