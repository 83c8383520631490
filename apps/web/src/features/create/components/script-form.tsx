import './script-form.css';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_VIDEO_SETTINGS,
  SCRIPT_MAX_LENGTH,
  type ArtStyle,
  type AspectRatio,
  type Duration,
  type Language,
  type ScriptToVideoRequest,
  type Voice,
} from '@reelsmith/contract';
import { Clapperboard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import {
  artStyleField,
  aspectRatioField,
  durationField,
  languageField,
  voiceField,
} from '../../../lib/video-setting-fields';
import { scriptProblem } from '../script-problem';

/** Where the choices start: the person's saved defaults (the route loads them), else the usual. */
export interface ScriptFormDefaults {
  voice: Voice;
  artStyle: ArtStyle | null;
  aspectRatio: AspectRatio;
  duration: Duration;
  language: Language;
}

interface ScriptFormProps {
  defaults?: ScriptFormDefaults | undefined;
  busy: boolean;
  error: string | null;
  onSubmit: (request: ScriptToVideoRequest) => void;
}

/**
 * "Script to video" (docs/product/screens-and-routes.md#custom-tool): the person's own script
 * (at most 1,500 characters, counted as they type and refused clearly above), with a language,
 * a voice, an art style, a format and a length.
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
  const [language, setLanguage] = useState<Language>(defaults?.language ?? DEFAULT_LANGUAGE);
  const [tried, setTried] = useState(false);

  const tooLong = script.length > SCRIPT_MAX_LENGTH;
  const problem = scriptProblem(script);
  const styleMissing = artStyle === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem !== null || artStyle === null || busy) return;
    onSubmit({
      script,
      artStyle,
      aspectRatio,
      duration,
      voice,
      // The narration's voice and the captions follow the script's language; English if absent.
      ...(language === DEFAULT_LANGUAGE ? {} : { language }),
    });
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
        <SelectField
          id={`${id}-language`}
          {...languageField}
          value={language}
          onChange={setLanguage}
        />
        <SelectField id={`${id}-voice`} {...voiceField} value={voice} onChange={setVoice} />
        <SelectField
          id={`${id}-style`}
          {...artStyleField}
          value={artStyle}
          placeholder={{ label: 'Choose an art style', disabled: true }}
          aria-invalid={tried && styleMissing}
          aria-describedby={`${id}-style-problem`}
          onChange={setArtStyle}
        >
          <p id={`${id}-style-problem`} className="field-error" role="alert">
            {tried && styleMissing ? 'Choose an art style' : ''}
          </p>
        </SelectField>
        <SelectField
          id={`${id}-format`}
          {...aspectRatioField}
          value={aspectRatio}
          onChange={setAspectRatio}
        />
        <SelectField
          id={`${id}-length`}
          {...durationField}
          value={duration}
          onChange={setDuration}
        />
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
