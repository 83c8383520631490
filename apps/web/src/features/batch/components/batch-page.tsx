import {
  ART_STYLES,
  ART_STYLE_LABELS,
  ASPECT_RATIOS,
  ASPECT_RATIO_DETAILS,
  CAPTION_STYLES,
  CAPTION_STYLE_DETAILS,
  DURATIONS,
  DURATION_DETAILS,
  LANGUAGES,
  LANGUAGE_LABELS,
  MAX_BATCH_VIDEOS,
  VOICES,
  VOICE_DETAILS,
  type ApiVideo,
  type CreateVideoRequest,
  type UserSettings,
} from '@reelsmith/contract';
import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { friendlyMessage } from '../../../lib/api-client';
import { useBatch, useCreateBatch } from '../api/batches';
import { parseLines } from '../parse-lines';
import './batch.css';
import { countOf } from '../../../lib/plural';

export type Shared = Required<
  Pick<
    CreateVideoRequest,
    'voice' | 'artStyle' | 'aspectRatio' | 'duration' | 'language' | 'captionStyle'
  >
>;

const STATUS_LABELS: Record<ApiVideo['status'], string> = {
  QUEUED: 'Queued',
  GENERATING_STORY: 'Writing the script',
  STORY_READY: 'Script ready',
  RENDERING: 'Rendering',
  COMPLETED: 'Ready',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

function Select<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Each video of the batch as it goes, refreshed until all have finished. */
function BatchProgress({ batchId }: { batchId: string }) {
  const batch = useBatch(batchId);
  if (batch.isPending) return <p className="muted">Loading the batch...</p>;
  if (batch.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(batch.error)}
      </p>
    );
  }
  return (
    <section className="card" aria-labelledby="batch-progress">
      <h2 id="batch-progress">Your batch</h2>
      <p>
        {batch.data.creditsSpent} credits spent. Videos also appear on your{' '}
        <Link to="/dashboard">dashboard</Link>.
      </p>
      <ol className="batch-videos" aria-label="Batch videos">
        {batch.data.videos.map((video, index) => (
          <li key={video.id} className="batch-video">
            <span className="batch-video-name">
              {video.title ??
                video.settings.customPrompt ??
                video.settings.topic ??
                `Video ${index + 1}`}
            </span>
            <span className={`batch-status batch-status-${video.status.toLowerCase()}`}>
              {STATUS_LABELS[video.status]}
              {video.step !== null && ` (${video.step.toLowerCase()})`}
            </span>
            <progress max={100} value={video.progress} aria-label={`Video ${index + 1} progress`} />
            {video.status === 'FAILED' && video.failureMessage !== null && (
              <span className="muted">{video.failureMessage} (its credit was given back)</span>
            )}
            {video.downloadUrl !== null && (
              <a className="btn btn-secondary btn-sm" href={video.downloadUrl} download>
                Download video {index + 1}
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The create form's fallbacks, for a person whose settings could not be read. */
const FALLBACK: Shared = {
  voice: 'nova',
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  language: 'en',
  captionStyle: 'karaoke',
};

/** The shared settings start from the person's saved defaults (docs/product/api.md#user-settings). */
export function sharedFromSettings(settings: UserSettings | undefined): Shared {
  if (settings === undefined) return FALLBACK;
  return {
    voice: settings.voice,
    artStyle: settings.artStyle ?? FALLBACK.artStyle,
    aspectRatio: settings.aspectRatio,
    duration: settings.duration,
    language: settings.language,
    captionStyle: settings.captionsEnabled ? settings.captionStyle : 'none',
  };
}

/**
 * /batch (docs/product/screens-and-routes.md#batch): up to 50 videos from pasted lines or a
 * CSV with shared settings; the cost and balance first, then each video's progress.
 */
export function BatchPage({
  defaults,
  available,
}: {
  defaults: Shared;
  /** The credit balance, undefined while it loads (the credits feature, composed in app/). */
  available: number | undefined;
}) {
  const id = useId();
  const create = useCreateBatch();
  const [text, setText] = useState('');
  const [csv, setCsv] = useState(false);
  const [shared, setShared] = useState<Shared>(defaults);
  // One key per batch composed: a second click or a retry of the same batch spends nothing more.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [batchId, setBatchId] = useState<string | null>(null);

  const parsed = useMemo(() => parseLines(text, csv), [text, csv]);
  const count = parsed.videos.length;
  const enough = available !== undefined && available >= count;
  const set =
    <K extends keyof Shared>(key: K) =>
    (value: Shared[K]) => {
      setShared((s) => ({ ...s, [key]: value }));
      setIdempotencyKey(crypto.randomUUID());
    };

  const onText = (value: string, isCsv: boolean) => {
    setText(value);
    setCsv(isCsv);
    setIdempotencyKey(crypto.randomUUID());
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file !== undefined) onText(await file.text(), true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || count === 0 || parsed.problems.length > 0) return;
    create.mutate(
      { body: { videos: parsed.videos.map((v) => ({ ...v, ...shared })) }, idempotencyKey },
      { onSuccess: (batch) => setBatchId(batch.id) },
    );
  };

  if (batchId !== null) {
    return (
      <>
        <BatchProgress batchId={batchId} />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setBatchId(null);
            onText('', false);
            create.reset();
          }}
        >
          Start another batch
        </button>
      </>
    );
  }

  return (
    <form className="card batch-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-lines`}>Videos, one a line</label>
        <p className="muted" id={`${id}-help`}>
          Each line is one video: a preset topic&apos;s name (such as &quot;Famous Figures&quot;)
          makes that topic, any other line is a custom prompt the AI writes a script from (at most
          1000 characters). At most {MAX_BATCH_VIDEOS} lines; blank lines are skipped.
        </p>
        <textarea
          id={`${id}-lines`}
          className="input"
          rows={8}
          aria-describedby={`${id}-help`}
          value={text}
          onChange={(e) => onText(e.target.value, false)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-csv`}>Or upload a CSV (the first column of each row)</label>
        <input
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void onFile(e)}
        />
      </div>
      <fieldset className="batch-shared">
        <legend>Settings for every video</legend>
        <Select
          label="Voice"
          value={shared.voice}
          options={VOICES}
          labelOf={(v) => VOICE_DETAILS[v].label}
          onChange={set('voice')}
        />
        <Select
          label="Art style"
          value={shared.artStyle}
          options={ART_STYLES}
          labelOf={(v) => ART_STYLE_LABELS[v]}
          onChange={set('artStyle')}
        />
        <Select
          label="Format"
          value={shared.aspectRatio}
          options={ASPECT_RATIOS}
          labelOf={(v) => ASPECT_RATIO_DETAILS[v].label}
          onChange={set('aspectRatio')}
        />
        <Select
          label="Length"
          value={shared.duration}
          options={DURATIONS}
          labelOf={(v) => DURATION_DETAILS[v].label}
          onChange={set('duration')}
        />
        <Select
          label="Language"
          value={shared.language}
          options={LANGUAGES}
          labelOf={(v) => LANGUAGE_LABELS[v]}
          onChange={set('language')}
        />
        <Select
          label="Caption style"
          value={shared.captionStyle}
          options={[...CAPTION_STYLES, 'none'] as const}
          labelOf={(v) => (v === 'none' ? 'No captions' : CAPTION_STYLE_DETAILS[v].label)}
          onChange={set('captionStyle')}
        />
      </fieldset>
      {parsed.problems.map((problem) => (
        <p key={problem} className="alert alert-error" role="alert">
          {problem}
        </p>
      ))}
      <p className="batch-cost" aria-live="polite">
        Cost: <strong>{countOf(count, 'credit')}</strong> (one a video). Your balance:{' '}
        {available === undefined ? '...' : countOf(available, 'credit')}.
        {available !== undefined && !enough && count > 0 && (
          <>
            {' '}
            Not enough credits: <Link to="/payment">buy credits</Link>.
          </>
        )}
      </p>
      {create.isError && (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(create.error)}
        </p>
      )}
      <div className="settings-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={create.isPending || count === 0 || parsed.problems.length > 0}
        >
          {create.isPending ? 'Starting...' : `Make ${countOf(count, 'video')}`}
        </button>
      </div>
    </form>
  );
}
