import './create.css';
import {
  ART_STYLE_LABELS,
  ART_STYLES,
  ASPECT_RATIO_DETAILS,
  ASPECT_RATIOS,
  CUSTOM_PROMPT_MAX_LENGTH,
  unsupportedScript,
  unsupportedScriptMessage,
  CUSTOM_PROMPT_TOPIC,
  DEFAULT_ART_STYLE,
  DURATION_DETAILS,
  DURATIONS,
  PRESET_TOPICS,
  VOICE_DETAILS,
  VOICES,
  type ArtStyle,
  type AspectRatio,
  type GenerateStoryRequest,
} from '@reelsmith/contract';
import { Pause, Play, Sparkles } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { styleExampleUrl, stylePreviewUrl } from '../../../lib/catalog-media';
import { languageField } from '../../../lib/video-setting-fields';
import {
  loadCreateForm,
  saveCreateForm,
  promptTooLong,
  toGenerateStoryRequest,
  withStepsRevealed,
  type CreateFormDefaults,
  type CreateFormState,
} from '../form-state';
import { ChoiceGrid } from './choice-grid';
import { useVoiceSamples } from './voice-samples';

interface CreateFormProps {
  /** The person's saved defaults, which a new form starts from (the route loads them). */
  defaults?: CreateFormDefaults | undefined;
  busy: boolean;
  error: string | null;
  onCreate: (request: GenerateStoryRequest) => void;
}

/** The preset topics, then the person's own prompt. */
const TOPIC_CHOICES: readonly string[] = [
  ...PRESET_TOPICS.map((topic) => topic.value),
  CUSTOM_PROMPT_TOPIC,
];
const topicLabel = (topic: string) =>
  topic === CUSTOM_PROMPT_TOPIC
    ? 'Write your own prompt'
    : (PRESET_TOPICS.find((preset) => preset.value === topic)?.label ?? topic);

/** A step: a group with a visible heading that also names it for screen readers. */
function Step({
  number,
  title,
  children,
}: {
  number?: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="create-step">
      <legend>
        <h2>
          {number !== undefined && (
            <span className="create-step-number" aria-hidden="true">
              {number}
            </span>
          )}
          {title}
        </h2>
      </legend>
      {children}
    </fieldset>
  );
}

/** A style's picture: the server's preview, else the example frame drawn at build time, else none. */
function StylePicture({ style }: { style: ArtStyle }) {
  const [attempt, setAttempt] = useState(0);
  const sources = [stylePreviewUrl(style), styleExampleUrl(style)];
  const src = sources[attempt];
  if (src === undefined) return <span className="style-picture style-picture-missing" />;
  return (
    <img
      className="style-picture"
      src={src}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}

/** A voice's sample: play or stop it, and say when it cannot be played. */
function VoiceSample({
  label,
  playing,
  failed,
  onToggle,
}: {
  label: string;
  playing: boolean;
  failed: boolean;
  onToggle: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="icon-btn voice-play"
        aria-label={`${playing ? 'Stop' : 'Play'} the ${label} sample`}
        onClick={onToggle}
      >
        {playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
      </button>
      <span className="voice-sample-status" role="status">
        {failed ? 'Sample unavailable' : ''}
      </span>
    </>
  );
}

/** A format's card: its frame drawn to scale in a 64-pixel box, then its name. */
function FormatShape({ ratio }: { ratio: AspectRatio }) {
  const { label, width, height } = ASPECT_RATIO_DETAILS[ratio];
  const side = Math.max(width, height);
  return (
    <>
      <span className="format-frame" aria-hidden="true">
        <span
          className="format-shape"
          style={{ width: (64 * width) / side, height: (64 * height) / side }}
        />
      </span>
      <span className="choice-name">{label}</span>
    </>
  );
}

/**
 * The create form (docs/product/screens-and-routes.md#create-screen): content, voice, art
 * style, length and format, revealed step by step, kept in session storage as it changes.
 */
export function CreateForm({ defaults, busy, error, onCreate }: CreateFormProps) {
  const id = useId();
  const [form, setForm] = useState<CreateFormState>(() => loadCreateForm(defaults));
  const samples = useVoiceSamples();

  useEffect(() => {
    saveCreateForm(form);
  }, [form]);

  const update = (patch: Partial<CreateFormState>) =>
    setForm((current) => withStepsRevealed({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = toGenerateStoryRequest(form);
    if (request !== null && !busy) onCreate(request);
  };

  const custom = form.videoTopic === CUSTOM_PROMPT_TOPIC;
  const promptOver = custom ? form.customPrompt.length - CUSTOM_PROMPT_MAX_LENGTH : 0;
  const promptWriting = custom ? unsupportedScript(form.customPrompt) : null;
  const promptProblem =
    promptOver > 0
      ? promptTooLong(promptOver)
      : promptWriting !== null
        ? unsupportedScriptMessage('The prompt', promptWriting)
        : null;
  return (
    <form className="create-form" onSubmit={submit} aria-label="Create a video">
      <section className="create-step" aria-labelledby={`${id}-content`}>
        <h2 id={`${id}-content`}>
          <span className="create-step-number" aria-hidden="true">
            1
          </span>
          Content
        </h2>
        <SelectField
          id={`${id}-topic`}
          label="Topic"
          value={form.videoTopic === '' ? null : form.videoTopic}
          placeholder={{ label: 'Choose Your Content', disabled: true }}
          options={TOPIC_CHOICES}
          optionLabel={topicLabel}
          onChange={(videoTopic) => update({ videoTopic: videoTopic ?? '' })}
        />
        {custom && (
          <div className="field create-prompt">
            <label htmlFor={`${id}-prompt`}>Your prompt</label>
            <textarea
              id={`${id}-prompt`}
              className="textarea"
              value={form.customPrompt}
              placeholder="What is your video about? For example: the night the lighthouse keeper vanished."
              aria-describedby={`${id}-count ${id}-prompt-problem`}
              aria-invalid={promptProblem !== null}
              // Never cut: a longer paste stays whole, and is refused with how much is over.
              onChange={(event) => update({ customPrompt: event.target.value })}
            />
            <p
              id={`${id}-count`}
              className={
                promptOver > 0
                  ? 'create-count tabular create-count-over'
                  : 'muted create-count tabular'
              }
            >
              {form.customPrompt.length} / {CUSTOM_PROMPT_MAX_LENGTH}
            </p>
            <p id={`${id}-prompt-problem`} className="field-error" role="alert">
              {promptProblem ?? ''}
            </p>
          </div>
        )}
        <SelectField
          id={`${id}-language`}
          {...languageField}
          value={form.language}
          onChange={(language) => update({ language })}
        />
      </section>

      {form.showVoiceAndStyle && (
        <>
          <Step number={2} title="Choose Narration Voice">
            <ChoiceGrid
              name={`${id}-voice`}
              className="voice-grid"
              itemClassName="voice-option"
              options={VOICES}
              value={form.voice}
              onChange={(voice) => update({ voice })}
              after={(voice) => (
                <VoiceSample
                  label={VOICE_DETAILS[voice].label}
                  playing={samples.playing === voice}
                  failed={samples.failed.has(voice)}
                  onToggle={() => samples.toggle(voice)}
                />
              )}
            >
              {(voice) => (
                <>
                  <span className="choice-name">{VOICE_DETAILS[voice].label}</span>
                  <span className="choice-detail muted">{VOICE_DETAILS[voice].description}</span>
                </>
              )}
            </ChoiceGrid>
          </Step>

          <Step number={3} title="Choose Art Style">
            <ChoiceGrid
              name={`${id}-style`}
              className="style-grid"
              cardClassName="style-choice"
              options={ART_STYLES}
              value={form.artStyle === DEFAULT_ART_STYLE ? null : form.artStyle}
              onChange={(artStyle) => update({ artStyle })}
            >
              {(style) => (
                <>
                  <StylePicture style={style} />
                  <span className="choice-name">{ART_STYLE_LABELS[style]}</span>
                </>
              )}
            </ChoiceGrid>
          </Step>
        </>
      )}

      {form.showLengthAndFormat && (
        <>
          <Step title="Video Length">
            <ChoiceGrid
              name={`${id}-duration`}
              className="length-grid"
              options={DURATIONS}
              value={form.duration}
              onChange={(duration) => update({ duration })}
            >
              {(duration) => (
                <span className="choice-name">{DURATION_DETAILS[duration].label}</span>
              )}
            </ChoiceGrid>
          </Step>

          <Step number={4} title="Choose Video Format">
            <ChoiceGrid
              name={`${id}-format`}
              className="format-grid"
              cardClassName="format-choice"
              options={ASPECT_RATIOS}
              value={form.aspectRatio}
              onChange={(aspectRatio) => update({ aspectRatio })}
            >
              {(ratio) => <FormatShape ratio={ratio} />}
            </ChoiceGrid>
          </Step>

          <div className="create-actions">
            {error !== null && (
              <p className="alert alert-error" role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-lg"
              disabled={busy || promptProblem !== null}
              aria-describedby={promptProblem !== null ? `${id}-prompt-problem` : undefined}
            >
              <Sparkles size={18} aria-hidden="true" />
              {busy ? 'Creating...' : 'Create Video'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
