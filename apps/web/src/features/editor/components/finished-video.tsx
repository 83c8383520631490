import { ASPECT_RATIO_DETAILS, type Generation } from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { videoStatusQueryOptions } from '../api/get-video';
import { CopyButton } from './copy-button';
import { FallbackNotes } from './fallback-notes';

/**
 * The file name a download gets: the title's letters, digits and dashes, at most 80, then .mp4
 * (the server's rule, docs/product/api.md#video-download).
 */
export function videoFileName(title: string | null): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'reelsmith-video'}.mp4`;
}

const withDownload = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

/** Once done: the player, Download (an MP4 named after the title) and the caption to copy. */
export function FinishedVideo({
  generation,
  actions,
}: {
  generation: Generation;
  /** More of what can be done with it (Edit and re-render). */
  actions?: ReactNode;
}) {
  const video = useQuery(videoStatusQueryOptions(generation.projectId));
  const { width, height } = ASPECT_RATIO_DETAILS[generation.settings.aspectRatio];
  const caption = generation.caption ?? generation.story?.caption ?? '';
  const fileName = videoFileName(generation.title ?? generation.story?.title ?? null);

  return (
    <section className="finished" aria-labelledby="finished-heading">
      <div className="finished-player">
        {video.isError ? (
          <p className="alert alert-error" role="alert">
            {friendlyMessage(video.error)}
          </p>
        ) : video.data === undefined ? (
          <Spinner label="Loading the video" />
        ) : video.data.signedUrl === null ? (
          <p className="alert alert-info">
            {video.data.expiredAt !== null
              ? 'This video has expired: videos are kept for 7 days after they are made.'
              : 'The video is not ready yet.'}
          </p>
        ) : (
          <video
            className="finished-video"
            controls
            playsInline
            preload="metadata"
            src={video.data.signedUrl}
            poster={video.data.thumbnailUrl ?? undefined}
            width={width}
            height={height}
            aria-label={`Your video: ${generation.title ?? 'untitled'}`}
          />
        )}
      </div>
      <div className="finished-side card">
        <p className="badge badge-success">Ready</p>
        <h2 id="finished-heading">{generation.title ?? 'Your video'}</h2>
        {video.data?.signedUrl != null && (
          <a
            className="btn btn-primary btn-lg"
            href={withDownload(video.data.signedUrl)}
            download={fileName}
          >
            <Download size={18} aria-hidden="true" />
            Download
          </a>
        )}
        <FallbackNotes fallbacks={generation.fallbacks} />
        {video.data?.expiresAt != null && (
          <p className="muted">
            Kept until{' '}
            {new Date(video.data.expiresAt).toLocaleDateString('en-US', {
              month: 'long',
              day: 'numeric',
            })}
            : download it to keep it.
          </p>
        )}
        <div className="field">
          <div className="label-row">
            <h3 className="label" id="finished-caption-label">
              Caption
            </h3>
            <CopyButton text={caption} label="Copy caption" />
          </div>
          <p className="finished-caption" aria-labelledby="finished-caption-label">
            {caption}
          </p>
        </div>
        {actions}
        <Link to="/create" className="btn btn-secondary">
          <Plus size={16} aria-hidden="true" />
          Create another video
        </Link>
      </div>
    </section>
  );
}
