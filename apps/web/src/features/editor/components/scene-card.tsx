import {
  MEDIA_MESSAGES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  type ArtStyle,
  type AspectRatio,
  type Scene,
} from '@reelsmith/contract';
import { ArrowDown, ArrowUp, Combine, ImageUp, RefreshCw, Scissors, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import type { ProjectRef } from '../api/get-generation';
import { uploadScenePicture } from '../api/scene-pictures';
import { canSplit } from '../story-edits';
import { useDebounced } from '../use-debounced';
import { ScenePicture } from './scene-picture';

export type SceneAction = 'up' | 'down' | 'split' | 'merge' | 'remove' | 'add';

interface SceneCardProps {
  project: ProjectRef;
  scene: Scene;
  index: number;
  count: number;
  maxed: boolean;
  look: { artStyle: ArtStyle; aspectRatio: AspectRatio };
  onChange: (scene: Scene) => void;
  onRegeneratePicture: () => void;
  onAction: (action: SceneAction) => void;
}

/** The reason a file is refused before it is sent, or null (packages/contract/src/media.ts). */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return MEDIA_MESSAGES.uploadType;
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return MEDIA_MESSAGES.uploadTooLarge;
  return null;
}

/** One scene: its narration, its image prompt and its picture beside them, and its actions. */
export function SceneCard({
  project,
  scene,
  index,
  count,
  maxed,
  look,
  onChange,
  onRegeneratePicture,
  onAction,
}: SceneCardProps) {
  const id = useId();
  const number = index + 1;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The picture follows the prompt once typing pauses, not at every key.
  const pictureScene = { ...scene, imagePrompt: useDebounced(scene.imagePrompt, 800) };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const problem = uploadProblem(file);
    setUploadError(problem);
    if (problem !== null) return;
    setUploading(true);
    try {
      const imageId = await uploadScenePicture(project, file);
      onChange({ ...scene, imageId });
    } catch (error) {
      setUploadError(friendlyMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <li className="scene-card card" aria-labelledby={`${id}-heading`}>
      <div className="scene-head">
        <h3 id={`${id}-heading`}>Scene {number}</h3>
        <div className="scene-tools" role="group" aria-label={`Scene ${number} actions`}>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Move scene ${number} up`}
            disabled={index === 0}
            onClick={() => onAction('up')}
          >
            <ArrowUp size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Move scene ${number} down`}
            disabled={index === count - 1}
            onClick={() => onAction('down')}
          >
            <ArrowDown size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Split scene ${number} in two`}
            disabled={maxed || !canSplit(scene)}
            onClick={() => onAction('split')}
          >
            <Scissors size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Merge scene ${number} with the next`}
            disabled={index === count - 1}
            onClick={() => onAction('merge')}
          >
            <Combine size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label={`Remove scene ${number}`}
            disabled={count <= 1}
            onClick={() => onAction('remove')}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="scene-body">
        <div className="scene-words">
          <div className="field">
            <label htmlFor={`${id}-narration`}>Scene {number} narration</label>
            <textarea
              id={`${id}-narration`}
              className="textarea"
              rows={4}
              value={scene.narration}
              onChange={(event) => onChange({ ...scene, narration: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-prompt`}>Scene {number} image prompt</label>
            <textarea
              id={`${id}-prompt`}
              className="textarea textarea-short"
              rows={2}
              value={scene.imagePrompt}
              onChange={(event) => onChange({ ...scene, imagePrompt: event.target.value })}
            />
          </div>
        </div>
        <div className="scene-visual">
          <ScenePicture
            project={project}
            scene={pictureScene}
            look={look}
            label={`Picture of scene ${number}`}
          />
          <div className="scene-picture-actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={onRegeneratePicture}
              disabled={scene.imagePrompt.trim() === '' || uploading}
              aria-label={`Regenerate the picture of scene ${number}`}
            >
              <RefreshCw size={16} aria-hidden="true" />
              New picture
            </button>
            <label className="btn btn-secondary btn-sm upload-button" aria-disabled={uploading}>
              <ImageUp size={16} aria-hidden="true" />
              {uploading ? 'Uploading...' : 'Upload image'}
              <input
                type="file"
                className="sr-only"
                accept={UPLOAD_IMAGE_TYPES.join(',')}
                aria-label={`Upload an image for scene ${number}`}
                aria-describedby={`${id}-upload-hint`}
                disabled={uploading}
                onChange={(event) => void upload(event)}
              />
            </label>
          </div>
          <p id={`${id}-upload-hint`} className="muted scene-hint">
            JPEG, PNG or WebP, up to 10 MB.
            {scene.imageId !== undefined && ' Your own image is used for this scene.'}
          </p>
          {uploadError !== null && (
            <p className="field-error" role="alert">
              {uploadError}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
