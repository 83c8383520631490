import type { RenderOptions } from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import { musicPreviewUrl } from '../../../lib/catalog-media';
import { musicTracksQueryOptions } from '../../../lib/music-tracks';
import { useAudioPreview } from '../use-audio-preview';

type Music = RenderOptions['music'];

/** Background music: a bundled track (with a preview), chosen by mood, or none; and its volume. */
export function MusicPanel({
  value,
  onChange,
}: {
  value: Music;
  onChange: (patch: Partial<Music>) => void;
}) {
  const id = useId();
  const tracks = useQuery(musicTracksQueryOptions());
  const audio = useAudioPreview();
  const choices = [
    {
      id: 'auto',
      name: 'Matched to the story',
      mood: 'picked by the story’s mood',
      preview: false,
    },
    ...(tracks.data ?? []).map((track) => ({ ...track, preview: true })),
    { id: 'none', name: 'No music', mood: 'narration only', preview: false },
  ];
  return (
    <section className="card editor-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Background music</h2>
      {tracks.isError && (
        <p className="field-error" role="alert">
          {friendlyMessage(tracks.error)}
        </p>
      )}
      <fieldset className="field editor-choices">
        <legend className="label">Track</legend>
        {choices.map((track) => {
          const url = musicPreviewUrl(track.id);
          const playing = audio.playing === url;
          return (
            <div key={track.id} className="music-line">
              <label className="radio-line">
                <input
                  type="radio"
                  name={`${id}-track`}
                  checked={value.track === track.id}
                  onChange={() => onChange({ track: track.id })}
                />
                <span>
                  {track.name}
                  <span className="muted radio-detail"> {track.mood}</span>
                </span>
              </label>
              {track.preview && (
                <button
                  type="button"
                  className="icon-btn icon-btn-sm"
                  aria-label={`${playing ? 'Stop' : 'Play'} a preview of ${track.name}`}
                  onClick={() => audio.toggle(url)}
                >
                  {playing ? (
                    <Pause size={16} aria-hidden="true" />
                  ) : (
                    <Play size={16} aria-hidden="true" />
                  )}
                </button>
              )}
              {audio.failed === url && <span className="muted">Preview unavailable</span>}
            </div>
          );
        })}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-volume`}>Music volume</label>
        <div className="field-row">
          <input
            id={`${id}-volume`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={Math.round(value.volume * 100)}
            disabled={value.track === 'none'}
            aria-valuetext={`${Math.round(value.volume * 100)}%`}
            onChange={(event) => onChange({ volume: Number(event.target.value) / 100 })}
          />
          <output htmlFor={`${id}-volume`} className="tabular">
            {Math.round(value.volume * 100)}%
          </output>
        </div>
      </div>
    </section>
  );
}
