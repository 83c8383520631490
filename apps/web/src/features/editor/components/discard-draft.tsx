import './drafts.css';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { friendlyMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDiscardDraft } from '../api/discard-draft';
import type { ProjectRef } from '../api/get-generation';

/** Said once a draft is discarded, in the editor and on the dashboard. */
export const DRAFT_DISCARDED = 'Draft discarded';

/**
 * "Discard draft", once confirmed (docs/product/drafts-and-text.md#drafts): the draft ends and its
 * pictures are deleted, with no credit involved. `then` says where the person goes after
 * (the editor goes to /create; the dashboard stays).
 */
export function DiscardDraft({
  project,
  title,
  onDiscarded,
  compact = false,
}: {
  project: ProjectRef;
  title?: string | null | undefined;
  onDiscarded?: 'create' | 'stay';
  compact?: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const discard = useDiscardDraft(async () => {
    setConfirming(false);
    toast.success(DRAFT_DISCARDED);
    if (onDiscarded !== 'stay') await navigate('/create');
  });
  const named = title != null && title !== '' ? title : 'draft';
  return (
    <>
      <button
        type="button"
        className={compact ? 'btn btn-ghost btn-sm' : 'btn btn-ghost btn-sm discard-draft'}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
        {...(compact ? { 'aria-label': `Discard ${named}` } : {})}
      >
        <Trash2 size={16} aria-hidden="true" /> {compact ? 'Discard' : 'Discard draft'}
      </button>
      {confirming && (
        <Modal
          title="Discard this draft?"
          onClose={() => setConfirming(false)}
          closeDisabled={discard.isPending}
          describedBy={`${id}-text`}
        >
          <p id={`${id}-text`}>
            {title != null && title !== '' ? <strong>{title}</strong> : 'The draft'}, its script and
            its pictures are deleted for good. No credit was spent on it.
          </p>
          {discard.isError && (
            <p className="alert alert-error" role="alert">
              {friendlyMessage(discard.error)}
            </p>
          )}
          <div className="draft-confirm-actions">
            <button
              type="button"
              className="btn btn-danger"
              disabled={discard.isPending}
              onClick={() => discard.mutate(project)}
            >
              {discard.isPending ? 'Discarding...' : 'Discard draft'}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={discard.isPending}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
