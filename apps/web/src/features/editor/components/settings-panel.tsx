import {
  ART_STYLE_LABELS,
  ART_STYLES,
  ASPECT_RATIO_DETAILS,
  ASPECT_RATIOS,
  DURATION_DETAILS,
  DURATIONS,
  VOICE_DETAILS,
  VOICES,
  type ArtStyle,
  type AspectRatio,
  type Duration,
  type Voice,
} from '@reelsmith/contract';
import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { stylePreviewUrl, voiceSampleUrl } from '../../../lib/catalog-media';
import { useAudioPreview } from '../use-audio-preview';

export interface VideoLook {
  voice: Voice;
  artStyle: ArtStyle;
  aspectRatio: AspectRatio;
  duration: Duration;
}

/** The create form's settings, changeable until the video is made. */
export function SettingsPanel({
  value,
  onChange,
}: {
  value: VideoLook;
  onChange: (patch: Partial<VideoLook>) => void;
}) {
  const id = useId();
  const audio = useAudioPreview();
  const sample = voiceSampleUrl(value.voice);
  const playing = audio.playing === sample;
  return (
    <section className="card editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Video settings</h2>
      <div className="field">
        <label htmlFor={`${id}-voice`}>Narration voice</label>
        <div className="field-row">
          <select
            id={`${id}-voice`}
            className="select"
            value={value.voice}
            onChange={(event) => onChange({ voice: event.target.value as Voice })}
          >
            {VOICES.map((voice) => (
              <option key={voice} value={voice}>
                {VOICE_DETAILS[voice].label}: {VOICE_DETAILS[voice].description}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="icon-btn"
            aria-label={`${playing ? 'Stop' : 'Play'} the ${VOICE_DETAILS[value.voice].label} sample`}
            onClick={() => audio.toggle(sample)}
          >
            {playing ? (
              <Pause size={18} aria-hidden="true" />
            ) : (
              <Play size={18} aria-hidden="true" />
            )}
          </button>
        </div>
        {audio.failed === sample && (
          <p className="muted" role="status">
            Sample unavailable
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-style`}>Art style</label>
        <div className="field-row">
          <select
            id={`${id}-style`}
            className="select"
            value={value.artStyle}
            onChange={(event) => onChange({ artStyle: event.target.value as ArtStyle })}
          >
            {ART_STYLES.map((style) => (
              <option key={style} value={style}>
                {ART_STYLE_LABELS[style]}
              </option>
            ))}
          </select>
          <img
            className="style-thumb"
            src={stylePreviewUrl(value.artStyle)}
            alt=""
            width={44}
            height={44}
          />
        </div>
      </div>
      <fieldset className="field editor-choices">
        <legend className="label">Video length</legend>
        {DURATIONS.map((duration) => (
          <label key={duration} className="radio-line">
            <input
              type="radio"
              name={`${id}-duration`}
              checked={value.duration === duration}
              onChange={() => onChange({ duration })}
            />
            {DURATION_DETAILS[duration].label}
          </label>
        ))}
      </fieldset>
      <fieldset className="field editor-choices">
        <legend className="label">Video format</legend>
        {ASPECT_RATIOS.map((ratio) => (
          <label key={ratio} className="radio-line">
            <input
              type="radio"
              name={`${id}-format`}
              checked={value.aspectRatio === ratio}
              onChange={() => onChange({ aspectRatio: ratio })}
            />
            {ASPECT_RATIO_DETAILS[ratio].label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
