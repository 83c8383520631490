import { END_CARD_TEXT_MAX, type RenderOptions } from '@reelsmith/contract';
import { useId } from 'react';

type EndCard = RenderOptions['endCard'];

/** The optional closing shot: on or off (off by default) and its line of text. */
export function EndCardPanel({
  value,
  onChange,
}: {
  value: EndCard;
  onChange: (patch: Partial<EndCard>) => void;
}) {
  const id = useId();
  const empty = value.text.trim() === '';
  return (
    <section className="card editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>End card</h2>
      <label className="switch-line">
        <input
          type="checkbox"
          role="switch"
          checked={value.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        Show an end card
      </label>
      <div className="field">
        <label htmlFor={`${id}-text`}>End card text</label>
        <input
          id={`${id}-text`}
          className="input"
          type="text"
          maxLength={END_CARD_TEXT_MAX}
          value={value.text}
          disabled={!value.enabled}
          aria-describedby={`${id}-hint`}
          aria-invalid={empty}
          onChange={(event) => onChange({ text: event.target.value })}
        />
        <p id={`${id}-hint`} className={empty ? 'field-error' : 'muted'}>
          {empty
            ? 'Write the end card’s text'
            : `A short closing line after the last scene, at most ${END_CARD_TEXT_MAX} characters`}
        </p>
      </div>
    </section>
  );
}
