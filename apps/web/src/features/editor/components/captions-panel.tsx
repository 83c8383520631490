import {
  CAPTION_STYLE_DETAILS,
  type CaptionStyle,
  type Generation,
  type RenderOptions,
} from '@reelsmith/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { StillBasis } from '../api/caption-stills';
import type { ProjectRef } from '../api/get-generation';
import { CaptionStill } from './caption-still';

const ORDER: CaptionStyle[] = ['word', 'karaoke', 'boxed', 'outline', 'clean'];

type Captions = RenderOptions['captions'];

/** Captions on or off, and their style, each shown by a still of the engine's own render. */
export function CaptionsPanel({
  value,
  onChange,
  stills,
}: {
  value: Captions;
  onChange: (patch: Partial<Captions>) => void;
  /** The project and what its stills are made from; none before the script has a scene. */
  stills?: { project: ProjectRef; basis: StillBasis } | undefined;
}) {
  const id = useId();
  // The stills are made (five ffmpeg frames) only once the panel comes into view.
  const [seen, setSeen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = panel.current;
    if (seen || node === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <section ref={panel} className="card editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Captions</h2>
      <label className="switch-line">
        <input
          type="checkbox"
          role="switch"
          checked={value.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
        Show captions
      </label>
      <fieldset className="field editor-choices" disabled={!value.enabled}>
        <legend className="label">Caption style</legend>
        {ORDER.map((style) => (
          <label key={style} className="radio-line">
            <input
              type="radio"
              name={`${id}-style`}
              checked={value.style === style}
              onChange={() => onChange({ style })}
            />
            {stills !== undefined && seen && (
              <CaptionStill project={stills.project} style={style} basis={stills.basis} />
            )}
            <span>
              {CAPTION_STYLE_DETAILS[style].label}
              <span className="muted radio-detail">
                {' '}
                {CAPTION_STYLE_DETAILS[style].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** The stills' project and basis: the saved first scene, art style, format and position. */
export function stillsOf(project: ProjectRef, generation: Generation) {
  const first = generation.story?.scenes[0];
  if (first === undefined) return undefined;
  const { narration, imagePrompt, imageVariant, imageId } = first;
  return {
    project,
    basis: {
      scene: { narration, imagePrompt, imageVariant, imageId },
      artStyle: generation.settings.artStyle,
      aspectRatio: generation.settings.aspectRatio,
      position: generation.renderOptions.captions.position,
    },
  };
}
