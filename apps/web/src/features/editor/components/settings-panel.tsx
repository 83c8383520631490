import {
  ASPECT_RATIOS,
  DURATIONS,
  VOICE_DETAILS,
  type ArtStyle,
  type AspectRatio,
  type Duration,
  type Language,
  type Voice,
} from '@reelsmith/contract';
import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { stylePreviewUrl, voiceSampleUrl } from '../../../lib/catalog-media';
import {
  artStyleField,
  aspectRatioLabel,
  durationLabel,
  languageLabel,
  voiceField,
} from '../../../lib/video-setting-fields';
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
  language,
  onChange,
}: {
  value: VideoLook;
  /** Shown, not changed: the script is already written in it. */
  language: Language;
  onChange: (patch: Partial<VideoLook>) => void;
}) {
  const id = useId();
  const audio = useAudioPreview();
  const sample = voiceSampleUrl(value.voice);
  const playing = audio.playing === sample;
  return (
    <section className="card editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Video settings</h2>
      <p className="field">
        <span className="label">Language</span> {languageLabel(language)}
      </p>
      <SelectField
        id={`${id}-voice`}
        {...voiceField}
        value={value.voice}
        onChange={(voice) => onChange({ voice })}
        beside={
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
        }
      >
        {audio.failed === sample && (
          <p className="muted" role="status">
            Sample unavailable
          </p>
        )}
      </SelectField>
      <SelectField
        id={`${id}-style`}
        {...artStyleField}
        value={value.artStyle}
        onChange={(artStyle) => onChange({ artStyle })}
        beside={
          <img
            className="style-thumb"
            src={stylePreviewUrl(value.artStyle)}
            alt=""
            width={44}
            height={44}
          />
        }
      />
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
            {durationLabel(duration)}
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
            {aspectRatioLabel(ratio)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
