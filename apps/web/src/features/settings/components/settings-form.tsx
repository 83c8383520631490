import './settings.css';
import {
  ART_STYLE_LABELS,
  ART_STYLES,
  ASPECT_RATIO_DETAILS,
  ASPECT_RATIOS,
  CAPTION_STYLE_DETAILS,
  CAPTION_STYLES,
  DURATION_DETAILS,
  DURATIONS,
  VOICE_DETAILS,
  VOICES,
  type ArtStyle,
  type AspectRatio,
  type CaptionStyle,
  type Duration,
  type UserSettings,
  type Voice,
} from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateUserSettings } from '../api/update-user-settings';
import { musicTracksQueryOptions } from '../../../lib/music-tracks';

const NO_STYLE = '';

/**
 * The person's defaults (docs/product/screens-and-routes.md#settings): voice, art style,
 * format and length (where the create form and the custom tool start), caption style and
 * music (what a new project's captions and music start as). Saved with PUT /user/settings.
 */
export function SettingsForm({ settings }: { settings: UserSettings }) {
  const id = useId();
  const [draft, setDraft] = useState<UserSettings>(settings);
  const save = useUpdateUserSettings();
  const set = (patch: Partial<UserSettings>) => setDraft((d) => ({ ...d, ...patch }));
  // The bundled tracks come from the server (GET /catalog/music); 'auto' and 'none' besides.
  const tracks = useQuery(musicTracksQueryOptions());
  const musicLabels: Record<string, string> = {
    auto: "Chosen for the story's mood",
    ...Object.fromEntries(
      (tracks.data ?? []).map((track) => [track.id, `${track.name} (${track.mood})`]),
    ),
    none: 'No music',
  };
  const musicChoices = Object.keys(musicLabels).includes(draft.musicTrack)
    ? Object.keys(musicLabels)
    : [...Object.keys(musicLabels), draft.musicTrack];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved.settings);
        toast.success('Your defaults were saved');
      },
    });
  };

  return (
    <form className="card settings-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Video defaults</h2>
      <p className="muted">New videos start with these. You can change each one as you go.</p>
      <div className="settings-grid">
        <div className="field">
          <label htmlFor={`${id}-voice`}>Narration voice</label>
          <select
            id={`${id}-voice`}
            className="select"
            value={draft.voice}
            onChange={(e) => set({ voice: e.target.value as Voice })}
          >
            {VOICES.map((voice) => (
              <option key={voice} value={voice}>
                {VOICE_DETAILS[voice].label}: {VOICE_DETAILS[voice].description}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-style`}>Art style</label>
          <select
            id={`${id}-style`}
            className="select"
            value={draft.artStyle ?? NO_STYLE}
            onChange={(e) =>
              set({
                artStyle: e.target.value === NO_STYLE ? null : (e.target.value as ArtStyle),
              })
            }
          >
            <option value={NO_STYLE}>None: choose for each video</option>
            {ART_STYLES.map((style) => (
              <option key={style} value={style}>
                {ART_STYLE_LABELS[style]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-format`}>Video format</label>
          <select
            id={`${id}-format`}
            className="select"
            value={draft.aspectRatio}
            onChange={(e) => set({ aspectRatio: e.target.value as AspectRatio })}
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
            value={draft.duration}
            onChange={(e) => set({ duration: e.target.value as Duration })}
          >
            {DURATIONS.map((duration) => (
              <option key={duration} value={duration}>
                {DURATION_DETAILS[duration].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-captions`}>Caption style</label>
          <select
            id={`${id}-captions`}
            className="select"
            value={draft.captionStyle}
            disabled={!draft.captionsEnabled}
            onChange={(e) => set({ captionStyle: e.target.value as CaptionStyle })}
          >
            {CAPTION_STYLES.map((style) => (
              <option key={style} value={style}>
                {CAPTION_STYLE_DETAILS[style].label}
              </option>
            ))}
          </select>
          <label className="settings-check">
            <input
              type="checkbox"
              checked={draft.captionsEnabled}
              onChange={(e) => set({ captionsEnabled: e.target.checked })}
            />
            Show captions
          </label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-music`}>Background music</label>
          <select
            id={`${id}-music`}
            className="select"
            value={draft.musicTrack}
            onChange={(e) => set({ musicTrack: e.target.value })}
          >
            {musicChoices.map((track) => (
              <option key={track} value={track}>
                {musicLabels[track] ?? track}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-volume`} className="settings-volume-label">
            Music volume <span className="tabular">{Math.round(draft.musicVolume * 100)}%</span>
          </label>
          <input
            id={`${id}-volume`}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={draft.musicVolume}
            disabled={draft.musicTrack === 'none'}
            onChange={(e) => set({ musicVolume: Number(e.target.value) })}
          />
        </div>
      </div>
      {save.isError && (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(save.error)}
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          <Save size={16} aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save defaults'}
        </button>
      </div>
    </form>
  );
}
