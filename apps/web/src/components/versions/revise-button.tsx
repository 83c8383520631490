import { useMutation } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useNavigate } from 'react-router';
import { friendlyMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { reviseVideo, revisionCostText } from '../../lib/versions';
import './versions.css';

/**
 * "Edit and re-render" on a finished video: opens a new version in the editor with the same
 * scenes, pictures and settings. What it costs is shown beside it before the click: the first
 * revision of a video is included in its credit, later ones cost a credit each, spent at
 * Finalize (docs/product/generations.md#revisions).
 */
export function ReviseButton({
  videoId,
  title,
  credits,
  size = 'md',
}: {
  videoId: string;
  title: string;
  /** What finalizing the revision would cost; null while unknown. */
  credits: number | null | undefined;
  size?: 'sm' | 'md';
}) {
  const navigate = useNavigate();
  const revise = useMutation({
    mutationFn: () => reviseVideo(videoId),
    onSuccess: (opened) => {
      void navigate(`/editor/${encodeURIComponent(opened.projectId)}`, {
        state: { projectId: opened.projectId, token: opened.token },
      });
    },
    onError: (error) => toast.error(friendlyMessage(error)),
  });
  const costId = `revise-cost-${videoId}`;
  return (
    <span className="revise">
      <button
        type="button"
        className={`btn btn-secondary${size === 'sm' ? ' btn-sm' : ''}`}
        onClick={() => revise.mutate()}
        disabled={revise.isPending}
        aria-label={`Edit and re-render ${title}`}
        aria-describedby={credits == null ? undefined : costId}
      >
        <PenLine size={16} aria-hidden="true" />
        {revise.isPending ? 'Opening...' : 'Edit and re-render'}
      </button>
      {credits != null && (
        <span id={costId} className="revise-cost muted">
          {revisionCostText(credits)}
        </span>
      )}
    </span>
  );
}
