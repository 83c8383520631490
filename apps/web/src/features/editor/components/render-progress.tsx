import { RENDER_STEPS, type Generation, type RenderStep } from '@reelsmith/contract';
import { Check, Circle, LoaderCircle } from 'lucide-react';
import type { ProjectRef } from '../api/get-generation';
import { ProgressBar } from './progress-bar';
import { ScenePicture } from './scene-picture';

export const RENDER_STEP_LABELS: Record<RenderStep, { doing: string; done: string }> = {
  VOICE: { doing: 'Recording the narration', done: 'Narration recorded' },
  IMAGES: { doing: 'Drawing the pictures', done: 'Pictures drawn' },
  CAPTIONS: { doing: 'Timing the captions', done: 'Captions timed' },
  COMPOSING: { doing: 'Putting the video together', done: 'Video put together' },
};

/**
 * While rendering: progress by step (VOICE, IMAGES, CAPTIONS, COMPOSING), live from the event
 * stream; once the pictures are being drawn, each scene's picture beside its words.
 */
export function RenderProgress({
  project,
  generation,
}: {
  project: ProjectRef;
  generation: Generation;
}) {
  const current =
    generation.currentStep === null ? -1 : RENDER_STEPS.indexOf(generation.currentStep);
  const picturesStarted = current >= RENDER_STEPS.indexOf('IMAGES');
  const look = {
    artStyle: generation.settings.artStyle,
    aspectRatio: generation.settings.aspectRatio,
  };
  return (
    <>
      <section className="card editor-waiting" aria-labelledby="render-heading">
        <h2 id="render-heading">Making your video</h2>
        <p className="muted">
          Your credit is spent. This takes a minute or two; you can leave this page and come back.
        </p>
        <ProgressBar label="Video progress" value={generation.progress} />
        <ol className="render-steps">
          {RENDER_STEPS.map((step, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
            return (
              <li key={step} className={`render-step render-step-${state}`} data-step={step}>
                {state === 'done' ? (
                  <Check size={18} aria-hidden="true" />
                ) : state === 'current' ? (
                  <LoaderCircle size={18} aria-hidden="true" className="spin" />
                ) : (
                  <Circle size={18} aria-hidden="true" />
                )}
                <span>
                  {state === 'done'
                    ? RENDER_STEP_LABELS[step].done
                    : RENDER_STEP_LABELS[step].doing}
                </span>
                <span className="sr-only">
                  {state === 'done'
                    ? ' (done)'
                    : state === 'current'
                      ? ' (in progress)'
                      : ' (waiting)'}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="sr-only" role="status">
          {generation.currentStep === null
            ? 'Starting'
            : RENDER_STEP_LABELS[generation.currentStep].doing}
        </p>
      </section>
      {picturesStarted && generation.story !== null && (
        <section aria-labelledby="render-scenes-heading" className="scenes-section">
          <h2 id="render-scenes-heading">Scenes</h2>
          <ol className="render-scenes">
            {generation.story.scenes.map((scene, index) => (
              <li key={index} className="render-scene card">
                <ScenePicture
                  project={project}
                  scene={scene}
                  look={look}
                  label={`Picture of scene ${index + 1}`}
                />
                <p>{scene.narration}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
