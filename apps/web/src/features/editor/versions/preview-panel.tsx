import type { Generation } from '@reelsmith/contract';
import {
  ASPECT_RATIO_DETAILS,
  MAX_PREVIEWS_PER_DAY,
  MAX_PREVIEWS_PER_PROJECT,
} from '@reelsmith/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import type { ProjectRef } from '../api/get-generation';
import { ProgressBar } from '../components/progress-bar';
import { RENDER_STEP_LABELS } from '../components/render-progress';
import '../../../components/versions/versions.css';
import { previewQueryKey, previewQueryOptions, startPreview } from './preview-api';
import { countOf } from '../../../lib/plural';

/**
 * The editor's free preview (docs/product/generations.md#preview): a small render marked
 * PREVIEW from the voice, pictures and captions the final video will use, so finalizing after
 * it makes none of them again. Its progress arrives on the project's event stream (a draft's
 * event with a step); the state is read again when it ends.
 */
export function PreviewPanel({
  project,
  generation,
}: {
  project: ProjectRef;
  generation: Generation;
}) {
  const queryClient = useQueryClient();
  const key = previewQueryKey(project.projectId);
  const preview = useQuery(previewQueryOptions(project));
  const start = useMutation({
    mutationFn: () => startPreview(project),
    onSuccess: (state) => queryClient.setQueryData(key, state),
  });
  // The stream's draft events: a step while the preview renders, none once it ended.
  const liveStep = generation.status === 'STORY_READY' ? generation.currentStep : null;
  const wasLive = useRef(false);
  useEffect(() => {
    if (liveStep !== null) wasLive.current = true;
    else if (wasLive.current) {
      wasLive.current = false;
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [liveStep, queryClient, key]);

  const state = preview.data;
  const rendering = state?.status === 'RENDERING' || start.isPending;
  const step = liveStep ?? state?.currentStep ?? null;
  const progress = liveStep !== null ? generation.progress : (state?.progress ?? 0);
  const left =
    state === undefined ? undefined : Math.min(state.previewsLeft, state.previewsLeftToday);
  const { width, height } = ASPECT_RATIO_DETAILS[generation.settings.aspectRatio];

  return (
    <section className="card preview-panel" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className="muted">
        See a quick, small version marked PREVIEW before you spend a credit. It uses the voice,
        pictures and captions the final video will use, so finalizing afterwards does not make them
        again. Free: {MAX_PREVIEWS_PER_PROJECT} per project, {MAX_PREVIEWS_PER_DAY} a day.
      </p>
      {state !== undefined && state.version > 1 && (
        <p className="alert alert-info preview-version">
          Version {state.version}.{' '}
          {state.finalizeCredits === 0
            ? "Finalizing this revision is included in your video's credit."
            : `Finalizing this revision costs ${countOf(state.finalizeCredits, 'credit')}.`}
        </p>
      )}
      {rendering && (
        <ProgressBar
          label={`Preview: ${step === null ? 'starting' : RENDER_STEP_LABELS[step].doing}`}
          value={progress}
        />
      )}
      {!rendering && state?.status === 'READY' && state.videoUrl !== null && (
        <video
          className="preview-video"
          controls
          playsInline
          preload="metadata"
          src={state.videoUrl}
          width={width}
          height={height}
          aria-label="Preview of your video"
        />
      )}
      {!rendering && state?.status === 'FAILED' && state.errorMessage !== null && (
        <p className="alert alert-error" role="alert">
          {state.errorMessage}
        </p>
      )}
      {start.isError && (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(start.error)}
        </p>
      )}
      <div className="preview-actions">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => start.mutate()}
          disabled={rendering || left === 0}
        >
          <Eye size={16} aria-hidden="true" />
          {rendering
            ? 'Making the preview...'
            : state?.status === 'READY'
              ? 'Preview again'
              : 'Preview'}
        </button>
        {left !== undefined && (
          <span className="muted">
            {left === 0 ? 'No previews left for now' : `${countOf(left, 'free preview')} left`}
          </span>
        )}
      </div>
    </section>
  );
}
