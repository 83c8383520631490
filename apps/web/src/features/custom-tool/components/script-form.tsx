import './custom-tool.css';
import {
  ART_STYLE_LABELS,
  ART_STYLES,
  ASPECT_RATIO_DETAILS,
  ASPECT_RATIOS,
  DEFAULT_VIDEO_SETTINGS,
  DURATION_DETAILS,
  DURATIONS,
  SCRIPT_MAX_LENGTH,
  VOICE_DETAILS,
  VOICES,
  type ArtStyle,
  type AspectRatio,
  type Duration,
  type ScriptToVideoRequest,
  type Voice,
} from '@reelsmith/contract';
import { Clapperboard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { scriptProblem } from '../script-to-video';

/** Where the choices start: the person's saved defaults (the route loads them), else the usual. */
export interface ScriptFormDefaults {
  voice: Voice;
  artStyle: ArtStyle | null;
  aspectRatio: AspectRatio;
  duration: Duration;
}

interface ScriptFormProps {
  defaults?: ScriptFormDefaults | undefined;
  busy: boolean;
  error: string | null;
  onSubmit: (request: ScriptToVideoRequest) => void;
}

const NO_STYLE = '';

/**
 * "Script to video" (docs/product/screens-and-routes.md#custom-tool): the person's own script
 * (at most 1,500 characters, counted as they type and refused clearly above), with a voice, an
 * art style, a format and a length.
 */
export function ScriptForm({ defaults, busy, error, onSubmit }: ScriptFormProps) {
  const id = useId();
  const [script, setScript] = useState('');
  const [voice, setVoice] = useState<Voice>(defaults?.voice ?? DEFAULT_VIDEO_SETTINGS.voice);
  const [artStyle, setArtStyle] = useState<ArtStyle | null>(defaults?.artStyle ?? null);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>(
    defaults?.aspectRatio ?? DEFAULT_VIDEO_SETTINGS.aspectRatio,
  );
  const [duration, setDuration] = useState<Duration>(
    defaults?.duration ?? DEFAULT_VIDEO_SETTINGS.duration,
  );
  const [tried, setTried] = useState(false);

  const tooLong = script.length > SCRIPT_MAX_LENGTH;
  const problem = scriptProblem(script);
  const styleMissing = artStyle === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem !== null || artStyle === null || busy) return;
    onSubmit({ script, artStyle, aspectRatio, duration, voice });
  };

  return (
    <form className="card script-form" onSubmit={submit} aria-label="Script to video">
      <div className="field">
        <label htmlFor={`${id}-script`}>Your script</label>
        <textarea
          id={`${id}-script`}
          className="textarea script-input"
          rows={10}
          value={script}
          placeholder="Paste your script here. A blank line starts a new scene."
          aria-describedby={`${id}-count ${id}-problem`}
          aria-invalid={tooLong || (tried && problem !== null)}
          onChange={(event) => setScript(event.target.value)}
        />
        <p
          id={`${id}-count`}
          className={tooLong ? 'script-count tabular script-count-over' : 'script-count tabular'}
        >
          {script.length} / {SCRIPT_MAX_LENGTH}
        </p>
        <p id={`${id}-problem`} className="field-error" role="alert">
          {tooLong || (tried && problem !== null) ? problem : ''}
        </p>
      </div>

      <div className="script-choices">
        <div className="field">
          <label htmlFor={`${id}-voice`}>Narration voice</label>
          <select
            id={`${id}-voice`}
            className="select"
            value={voice}
            onChange={(e) => setVoice(e.target.value as Voice)}
          >
            {VOICES.map((v) => (
              <option key={v} value={v}>
                {VOICE_DETAILS[v].label}: {VOICE_DETAILS[v].description}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-style`}>Art style</label>
          <select
            id={`${id}-style`}
            className="select"
            value={artStyle ?? NO_STYLE}
            aria-invalid={tried && styleMissing}
            aria-describedby={`${id}-style-problem`}
            onChange={(e) =>
              setArtStyle(e.target.value === NO_STYLE ? null : (e.target.value as ArtStyle))
            }
          >
            <option value={NO_STYLE} disabled>
              Choose an art style
            </option>
            {ART_STYLES.map((style) => (
              <option key={style} value={style}>
                {ART_STYLE_LABELS[style]}
              </option>
            ))}
          </select>
          <p id={`${id}-style-problem`} className="field-error" role="alert">
            {tried && styleMissing ? 'Choose an art style' : ''}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-format`}>Video format</label>
          <select
            id={`${id}-format`}
            className="select"
            value={aspectRatio}
            onChange={(e) => setAspectRatio(e.target.value as AspectRatio)}
          >
            {ASPECT_RATIOS.map((ratio) => (
              <option key={ratio} value={ratio}>
                {ASPECT_RATIO_DETAILS[ratio].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-length`}>Video length</label>
          <select
            id={`${id}-length`}
            className="select"
            value={duration}
            onChange={(e) => setDuration(e.target.value as Duration)}
          >
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {DURATION_DETAILS[d].label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error !== null && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="script-actions">
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy || tooLong}>
          <Clapperboard size={18} aria-hidden="true" />
          {busy ? 'Creating...' : 'Make my video'}
        </button>
      </div>
    </form>
  );
}
