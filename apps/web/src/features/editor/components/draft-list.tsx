import './drafts.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { draftQueryOptions } from '../api/discard-draft';
import { DiscardDraft } from './discard-draft';

const WRITING = 'The script is being written';

/**
 * The dashboard's drafts (docs/product/drafts-and-text.md#drafts): the project before its
 * render, with Open and Discard. A person has at most one (the active project).
 */
export function DraftList() {
  const draft = useQuery(draftQueryOptions());
  return (
    <section className="card dashboard-drafts" aria-labelledby="dashboard-drafts">
      <h2 id="dashboard-drafts">Drafts</h2>
      {draft.isPending ? (
        <Spinner label="Loading your drafts" />
      ) : draft.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(draft.error)}
        </p>
      ) : draft.data === null ? (
        <p className="muted">No drafts. A new video stays here until you finalize it.</p>
      ) : (
        <ul className="draft-list">
          <li className="draft-item">
            <div>
              <strong>{draft.data.title ?? 'Untitled draft'}</strong>
              <p className="muted">
                {draft.data.status === 'STORY_READY' ? 'Ready to edit' : WRITING}
              </p>
            </div>
            <div className="draft-item-actions">
              <Link
                to={`/editor/${encodeURIComponent(draft.data.projectId)}`}
                className="btn btn-secondary btn-sm"
                aria-label={`Open ${draft.data.title ?? 'draft'}`}
              >
                Open
              </Link>
              <DiscardDraft
                project={draft.data}
                title={draft.data.title}
                onDiscarded="stay"
                compact
              />
            </div>
          </li>
        </ul>
      )}
    </section>
  );
}
