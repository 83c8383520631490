import {
  CREDITS_PER_VIDEO,
  MAX_REGENERATIONS,
  SCRIPT_MAX_LENGTH,
  type Generation,
  type RenderOptions,
  type SaveSessionRequest,
  type Scene,
  type Story,
} from '@reelsmith/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CircleAlert, LoaderCircle, Plus, RefreshCw, Sparkles } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { ApiRequestError, friendlyMessage } from '../../../lib/api-client';
import { refreshCredits } from '../../../lib/refresh-credits';
import { finalizeGeneration, regenerateStory } from '../api/generation-actions';
import { generationQueryKey, type ProjectRef } from '../api/get-generation';
import {
  addScene,
  MAX_SCENES,
  mergeWithNext,
  moveScene,
  regeneratePicture,
  removeScene,
  scriptLength,
  splitScene,
  storyProblem,
} from '../story-edits';
import { useAutosave, type SaveState } from '../use-autosave';
import { CaptionsPanel, stillsOf } from './captions-panel';
import { EndCardPanel } from './end-card-panel';
import { EmojiNote, FinalizeReason } from './finalize-reason';
import { endCardChange } from '../end-card';
import { CopyButton } from './copy-button';
import { MusicPanel } from './music-panel';
import { freeRedrawsLabel, useFreeRedrawsLeft } from '../api/free-redraws';
import { previewQueryOptions } from '../versions/preview-api';
import { SceneCard, type SceneAction } from './scene-card';
import { SettingsPanel, type VideoLook } from './settings-panel';
import { countOf } from '../../../lib/plural';

/** The editor's two calls that move the generation on. */
type EditorAction = 'finalize' | 'regenerate';

/** Finalizing waits for the last edits to be saved: a render must not use an older script. */
class UnsavedChanges extends Error {
  constructor() {
    super('Save your changes before finalizing.');
  }
}

const isCreditsRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'INSUFFICIENT_CREDITS';

/** A scene with a key that follows it through reorders, splits and merges. */
type KeyedScene = Scene & { key: string };

interface Draft {
  title: string;
  caption: string;
  scenes: KeyedScene[];
  /** Not edited here, but kept: a save without it would drop the pictures' shared look. */
  styleGuide: string | undefined;
  look: VideoLook;
  captions: RenderOptions['captions'];
  music: RenderOptions['music'];
  endCard: RenderOptions['endCard'];
}

let nextKey = 0;
const withKeys = (scenes: (Scene | KeyedScene)[]): KeyedScene[] =>
  scenes.map((scene) => ('key' in scene ? scene : { ...scene, key: `scene-${(nextKey += 1)}` }));
const withoutKey = ({ key: _key, ...scene }: KeyedScene): Scene => scene;

function draftOf(generation: Generation): Draft {
  const story = generation.story ?? { title: '', caption: '', scenes: [] };
  const { voice, artStyle, aspectRatio, duration } = generation.settings;
  return {
    title: story.title,
    caption: story.caption,
    scenes: withKeys(story.scenes),
    styleGuide: generation.story?.styleGuide,
    look: { voice, artStyle, aspectRatio, duration },
    captions: generation.renderOptions.captions,
    music: generation.renderOptions.music,
    endCard: generation.renderOptions.endCard,
  };
}

const storyOf = (draft: Draft): Story => ({
  title: draft.title,
  caption: draft.caption,
  scenes: draft.scenes.map(withoutKey),
  ...(draft.styleGuide === undefined ? {} : { styleGuide: draft.styleGuide }),
});

const requestOf = (draft: Draft): SaveSessionRequest => ({
  story: storyOf(draft),
  settings: {
    ...draft.look,
    captions: draft.captions,
    music: draft.music,
    endCard: endCardChange(draft.endCard),
  },
});

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  switch (state.kind) {
    case 'saved':
      return (
        <span className="save-state save-state-ok">
          <Check size={16} aria-hidden="true" /> All changes saved
        </span>
      );
    case 'saving':
      return (
        <span className="save-state">
          <LoaderCircle size={16} aria-hidden="true" className="spin" /> Saving...
        </span>
      );
    case 'unsaved':
      return <span className="save-state">Unsaved changes</span>;
    case 'invalid':
      return (
        <span className="save-state save-state-error">
          <CircleAlert size={16} aria-hidden="true" /> Not saved: {state.message}
        </span>
      );
    case 'failed':
      return (
        <span className="save-state save-state-error">
          <CircleAlert size={16} aria-hidden="true" /> Not saved: {state.message}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
            Save again
          </button>
        </span>
      );
  }
}

/**
 * The editor while the script is ready (STORY_READY): title, caption, scenes with their
 * pictures, the create form's settings, captions and music; autosaved; regenerate; finalize.
 */
export function StoryEditor({
  project,
  generation,
}: {
  project: ProjectRef;
  generation: Generation;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(generation));
  const story = useMemo(() => storyOf(draft), [draft]);
  const problem = storyProblem(story);
  const request = useMemo(() => requestOf(draft), [draft]);
  const autosave = useAutosave(project, request, problem);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const action = useMutation({
    mutationFn: async (kind: EditorAction) => {
      if (kind === 'finalize' && !(await autosave.flush())) throw new UnsavedChanges();
      return kind === 'finalize' ? finalizeGeneration(project) : regenerateStory(project);
    },
    onSuccess: (next, kind) => {
      queryClient.setQueryData(generationQueryKey(project.projectId), next);
      if (kind === 'finalize') void refreshCredits();
    },
    onError: (error) => {
      if (isCreditsRefusal(error)) void refreshCredits();
    },
    onSettled: () => setConfirmRegenerate(false),
  });
  const busy = action.isPending ? action.variables : null;
  const actionError =
    action.error === null
      ? null
      : {
          message: friendlyMessage(action.error),
          credits: isCreditsRefusal(action.error),
        };

  const length = scriptLength(draft.scenes);
  // With a paid image provider: pictures left to draw for free before the video is made.
  const redrawsLeft = useFreeRedrawsLeft(project.projectId);
  const over = length > SCRIPT_MAX_LENGTH;
  const left = generation.regenerationsLeft;
  // What finalizing costs: a credit, or nothing for a revision its video's credit includes
  // (the preview state says, the Preview panel reads the same query).
  const finalizeCredits =
    useQuery(previewQueryOptions(project)).data?.finalizeCredits ?? CREDITS_PER_VIDEO;
  const finalizeCost = finalizeCredits === 0 ? 'included' : countOf(finalizeCredits, 'credit');
  // Pictures are drawn in the style and format the server has (the last saved ones).
  const look = {
    artStyle: generation.settings.artStyle,
    aspectRatio: generation.settings.aspectRatio,
  };

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setScenes = (change: (scenes: KeyedScene[]) => (Scene | KeyedScene)[]) =>
    setDraft((current) => ({ ...current, scenes: withKeys(change(current.scenes)) }));

  const onSceneAction = (index: number, action: SceneAction) =>
    setScenes((scenes) => {
      switch (action) {
        case 'up':
          return moveScene(scenes, index, -1);
        case 'down':
          return moveScene(scenes, index, 1);
        case 'split':
          return splitScene(scenes, index);
        case 'merge':
          return mergeWithNext(scenes, index);
        case 'remove':
          return removeScene(scenes, index);
        case 'add':
          return addScene(scenes, index);
      }
    });

  return (
    <div className="story-editor">
      <div className="editor-bar" aria-live="polite">
        <SaveStatus state={autosave.state} onRetry={autosave.retry} />
      </div>

      <section className="card editor-panel" aria-labelledby={`${id}-story`}>
        <h2 id={`${id}-story`}>Script</h2>
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            className="input"
            value={draft.title}
            onChange={(event) => update({ title: event.target.value })}
          />
        </div>
        <div className="field">
          <div className="label-row">
            <label htmlFor={`${id}-caption`}>Caption</label>
            <CopyButton text={draft.caption} label="Copy caption" />
          </div>
          <textarea
            id={`${id}-caption`}
            className="textarea textarea-short"
            rows={3}
            value={draft.caption}
            onChange={(event) => update({ caption: event.target.value })}
          />
        </div>
        <p
          id={`${id}-count`}
          className={over ? 'script-count script-count-over tabular' : 'script-count tabular'}
        >
          Script: {length.toLocaleString('en-US')} / {SCRIPT_MAX_LENGTH.toLocaleString('en-US')}{' '}
          characters
        </p>
        {over && (
          <p className="alert alert-error" role="alert">
            The script must be at most {SCRIPT_MAX_LENGTH} characters: it is{' '}
            {(length - SCRIPT_MAX_LENGTH).toLocaleString('en-US')} over. Shorten a scene to save it.
          </p>
        )}
        <EmojiNote story={story} />
        <div className="regenerate-row">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={left <= 0 || busy !== null}
            onClick={() => setConfirmRegenerate(true)}
          >
            <RefreshCw size={16} aria-hidden="true" />
            Regenerate script
          </button>
          <span className="muted tabular">
            {left} of {MAX_REGENERATIONS} regenerations left
          </span>
        </div>
      </section>

      <section aria-labelledby={`${id}-scenes`} className="scenes-section">
        <div className="label-row">
          <h2 id={`${id}-scenes`}>Scenes</h2>
          <span className="muted">
            {draft.scenes.length} of at most {MAX_SCENES}
          </span>
          {redrawsLeft !== undefined && (
            <span className="muted" role="status" aria-live="polite">
              {freeRedrawsLabel(redrawsLeft)}
            </span>
          )}
        </div>
        <ol className="scene-list">
          {draft.scenes.map((scene, index) => (
            <SceneCard
              key={scene.key}
              project={project}
              scene={scene}
              index={index}
              count={draft.scenes.length}
              maxed={draft.scenes.length >= MAX_SCENES}
              look={look}
              onChange={(changed) =>
                setScenes((scenes) =>
                  scenes.map((s, i) => (i === index ? { ...s, ...changed } : s)),
                )
              }
              onRegeneratePicture={() =>
                setScenes((scenes) =>
                  scenes.map((s, i) => (i === index ? regeneratePicture(s) : s)),
                )
              }
              onAction={(action) => onSceneAction(index, action)}
            />
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={draft.scenes.length >= MAX_SCENES}
          onClick={() => onSceneAction(draft.scenes.length - 1, 'add')}
        >
          <Plus size={16} aria-hidden="true" />
          Add a scene
        </button>
      </section>

      <div className="editor-panels">
        <SettingsPanel
          value={draft.look}
          language={generation.settings.language}
          onChange={(patch) => update({ look: { ...draft.look, ...patch } })}
        />
        <CaptionsPanel
          stills={stillsOf(project, generation)}
          value={draft.captions}
          onChange={(patch) => update({ captions: { ...draft.captions, ...patch } })}
        />
        <MusicPanel
          value={draft.music}
          onChange={(patch) => update({ music: { ...draft.music, ...patch } })}
        />
        <EndCardPanel
          value={draft.endCard}
          onChange={(patch) => update({ endCard: { ...draft.endCard, ...patch } })}
        />
      </div>

      <section className="card finalize-panel" aria-labelledby={`${id}-finalize`}>
        <h2 id={`${id}-finalize`}>Make the video</h2>
        <p id={`${id}-finalize-note`}>
          {finalizeCredits === 0
            ? "Finalizing makes your video from this script; this revision is included in your video's credit."
            : `Finalizing makes your video from this script and spends ${finalizeCost}.`}{' '}
          You can no longer edit it afterwards.
        </p>
        {actionError !== null && (
          <p className="alert alert-error" role="alert">
            {actionError.message}
            {actionError.credits && (
              <>
                {' '}
                <Link
                  to={`/payment?returnTo=${encodeURIComponent(`/editor/${project.projectId}`)}`}
                >
                  Buy credits
                </Link>
              </>
            )}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={busy !== null || problem !== null}
          aria-describedby={`${id}-finalize-note ${id}-finalize-reason`}
          onClick={() => action.mutate('finalize')}
        >
          <Sparkles size={18} aria-hidden="true" />
          {busy === 'finalize' ? 'Finalizing...' : `Finalize video (${finalizeCost})`}
        </button>
        <FinalizeReason id={`${id}-finalize-reason`} problem={problem} />
      </section>

      {confirmRegenerate && (
        <Modal
          title="Write a new script?"
          onClose={() => setConfirmRegenerate(false)}
          closeDisabled={busy !== null}
          describedBy={`${id}-regenerate-text`}
        >
          <p id={`${id}-regenerate-text`}>
            A new script replaces this one and your edits to it. It costs no credit.{' '}
            {left === 1
              ? 'This is your last regeneration for this video.'
              : `You can regenerate ${left} more times.`}
          </p>
          <div className="modal-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy !== null}
              onClick={() => action.mutate('regenerate')}
            >
              {busy === 'regenerate' ? 'Regenerating...' : 'Regenerate'}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy !== null}
              onClick={() => setConfirmRegenerate(false)}
            >
              Keep this script
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
