import type { VideoListItem } from '@reelsmith/contract';
import { Download, Film, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { friendlyMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteVideo } from '../api/delete-video';
import { downloadUrl, getVideoStatus } from '../api/get-video-status';
import { formatLabel, isPlayable, statusText, timeLeft, videoPath } from '../video-facts';
import { ReviseButton } from '../../../components/versions/revise-button';

const madeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const titleOf = (video: VideoListItem) => video.title ?? 'Untitled video';

/** Downloads through a fresh signed link: the list's links are for thumbnails only. */
async function download(video: VideoListItem) {
  try {
    const status = await getVideoStatus(video.id);
    if (status.signedUrl === null) throw new Error('This video cannot be downloaded any more');
    window.location.assign(downloadUrl(status.signedUrl));
  } catch (error) {
    toast.error(friendlyMessage(error));
  }
}

/** Delete, once confirmed: the video and its files go for good. */
function DeleteVideo({ video }: { video: VideoListItem }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVideo();
  const title = titleOf(video);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${title}`}
      >
        <Trash2 size={16} aria-hidden="true" /> Delete
      </button>
      {confirming && (
        <Modal
          title="Delete this video?"
          onClose={() => setConfirming(false)}
          closeDisabled={remove.isPending}
        >
          <p>
            <strong>{title}</strong> and its files are deleted for good. The credit it used is not
            given back.
          </p>
          {remove.isError && (
            <p className="alert alert-error" role="alert">
              {friendlyMessage(remove.error)}
            </p>
          )}
          <div className="video-confirm-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(video.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success('Video deleted');
                  },
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete video'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

/**
 * One video of the dashboard: thumbnail, title, format, status (with live progress while it
 * renders), when it was made, the time left before deletion, and play, download and delete.
 */
export function VideoCard({ video, now }: { video: VideoListItem; now: number }) {
  const title = titleOf(video);
  const playable = isPlayable(video);
  const left = timeLeft(video, now);
  const progress = Math.round(video.progress);
  return (
    <li className="video-card card">
      <div className={`video-thumb video-thumb-${video.aspectRatio.replace(':', 'x')}`}>
        {video.thumbnailUrl === null ? (
          <Film size={32} aria-hidden="true" />
        ) : (
          <img src={video.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        )}
      </div>
      <div className="video-body">
        <h3 className="video-title">
          {title}
          {(video.version ?? 1) > 1 && (
            <span className="badge version-badge">Version {video.version}</span>
          )}
        </h3>
        <p className="video-meta muted">
          {formatLabel(video.aspectRatio)} · Made{' '}
          <time dateTime={video.createdAt}>{madeFormat.format(new Date(video.createdAt))}</time>
        </p>
        <p className={`video-status video-status-${video.status.toLowerCase()}`}>
          <span>{statusText(video)}</span>
          {left !== null && <span className="video-left"> · {left}</span>}
        </p>
        {video.status === 'RENDERING' && (
          <progress
            className="video-progress"
            max={100}
            value={progress}
            aria-label={`Progress of ${title}`}
          >
            {progress}%
          </progress>
        )}
        {video.status === 'RENDERING' && <p className="muted tabular video-percent">{progress}%</p>}
        {video.status === 'FAILED' && video.errorMessage !== null && (
          <p className="video-error">{video.errorMessage}</p>
        )}
        <div className="video-actions">
          {playable && (
            <>
              <Link
                to={videoPath(video.id)}
                className="btn btn-primary btn-sm"
                aria-label={`Play ${title}`}
              >
                <Play size={16} aria-hidden="true" /> Play
              </Link>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void download(video)}
                aria-label={`Download ${title}`}
              >
                <Download size={16} aria-hidden="true" /> Download
              </button>
            </>
          )}
          {video.status === 'COMPLETED' && (
            <ReviseButton
              videoId={video.id}
              title={title}
              credits={video.revisionCredits}
              size="sm"
            />
          )}
          {video.status !== 'RENDERING' && <DeleteVideo video={video} />}
        </div>
      </div>
    </li>
  );
}
