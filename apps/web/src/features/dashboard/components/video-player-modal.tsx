import './dashboard.css';
import { Download } from 'lucide-react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { downloadUrl, useVideoStatus } from '../api/get-video-status';
import { statusText, timeLeft } from '../video-facts';

/**
 * The player, in a dialog (`/dashboard?video={id}`): works on a reload and from a
 * notification, since it reads the video by its id. A video that cannot be played says why.
 */
export function VideoPlayerModal({ id, onClose }: { id: string; onClose: () => void }) {
  const video = useVideoStatus(id);
  const title = video.data?.title ?? 'Your video';
  let body;
  if (video.isPending) {
    body = <Spinner label="Loading the video" />;
  } else if (video.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(video.error)}
      </p>
    );
  } else if (video.data.signedUrl === null) {
    body = (
      <p className="alert alert-info" role="status">
        {video.data.status === 'RENDERING'
          ? `${statusText(video.data)}: ${Math.round(video.data.progress)}%`
          : video.data.status === 'FAILED'
            ? (video.data.errorMessage ?? 'This video could not be made.')
            : 'This video has expired: videos are kept for 7 days after they are made.'}
      </p>
    );
  } else {
    const left = timeLeft(video.data, video.dataUpdatedAt);
    body = (
      <>
        <video
          className="player"
          src={video.data.signedUrl}
          poster={video.data.thumbnailUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
        />
        <div className="player-actions">
          {left !== null && <span className="muted">{left}</span>}
          <a className="btn btn-primary" href={downloadUrl(video.data.signedUrl)} download>
            <Download size={16} aria-hidden="true" /> Download
          </a>
        </div>
      </>
    );
  }
  return (
    <Modal title={title} onClose={onClose} wide>
      {body}
    </Modal>
  );
}
