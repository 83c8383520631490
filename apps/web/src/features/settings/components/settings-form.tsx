import './settings.css';
import { type UserSettings } from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SelectField } from '../../../components/ui/select-field';
import {
  artStyleField,
  aspectRatioField,
  captionStyleField,
  durationField,
  languageField,
  voiceField,
} from '../../../lib/video-setting-fields';
import { useUpdateUserSettings } from '../api/update-user-settings';
import { musicTracksQueryOptions } from '../../../lib/music-tracks';

/**
 * The person's defaults (docs/product/screens-and-routes.md#settings): language, voice, art
 * style, format and length (where the create form and the custom tool start), caption style
 * and music (what a new project's captions and music start as). Saved with PUT /user/settings.
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
        <SelectField
          id={`${id}-language`}
          {...languageField}
          value={draft.language}
          onChange={(language) => set({ language })}
        />
        <SelectField
          id={`${id}-voice`}
          {...voiceField}
          value={draft.voice}
          onChange={(voice) => set({ voice })}
        />
        <SelectField
          id={`${id}-style`}
          {...artStyleField}
          value={draft.artStyle}
          placeholder={{ label: 'None: choose for each video' }}
          onChange={(artStyle) => set({ artStyle })}
        />
        <SelectField
          id={`${id}-format`}
          {...aspectRatioField}
          value={draft.aspectRatio}
          onChange={(aspectRatio) => set({ aspectRatio })}
        />
        <SelectField
          id={`${id}-length`}
          {...durationField}
          value={draft.duration}
          onChange={(duration) => set({ duration })}
        />
        <SelectField
          id={`${id}-captions`}
          {...captionStyleField}
          value={draft.captionStyle}
          disabled={!draft.captionsEnabled}
          onChange={(captionStyle) => set({ captionStyle })}
        >
          <label className="settings-check">
            <input
              type="checkbox"
              checked={draft.captionsEnabled}
              onChange={(e) => set({ captionsEnabled: e.target.checked })}
            />
            Show captions
          </label>
        </SelectField>
        <SelectField
          id={`${id}-music`}
          label="Background music"
          value={draft.musicTrack}
          options={musicChoices}
          optionLabel={(track) => musicLabels[track] ?? track}
          onChange={(musicTrack) => set({ musicTrack })}
        >
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
        </SelectField>
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
