import { useParams } from 'react-router';
import { PageOutlet } from '../../../components/layout/page-outlet';
import { RequireCredits } from '../../../features/credits/components/require-credits';
import { openSession } from '../../../features/editor/api/get-generation';
import { getPreviewState } from '../../../features/editor/versions/preview-api';

/** A project that is already paid for: rendering, or done (product-decisions, Credits). */
const PAID_STATUSES = new Set(['RENDERING', 'COMPLETED']);

/**
 * Whether a project is paid for: rendering or done, or a revision whose finalize its video's
 * credit includes (docs/product/generations.md#revisions), which spends nothing.
 */
async function paidFor(projectId: string): Promise<boolean> {
  const session = await openSession(projectId);
  if (PAID_STATUSES.has(session.status)) return true;
  if (session.status !== 'STORY_READY') return false;
  const preview = await getPreviewState({ projectId, token: session.token });
  return preview.version > 1 && preview.finalizeCredits === 0;
}

/**
 * The editor's guard as a route element, loaded on demand with the editor: it reads the
 * balance (TanStack Query, the contract's schemas), which the first load of `/` must not carry
 * (docs/decisions/0022-first-load-budget.md). A project's own page also opens at a balance of
 * 0 when that project is already paid for, so whoever spent their last credit on it can watch
 * it render and download it, or make its included revision
 * (docs/product/screens-and-routes.md#editor-guard).
 */
export default function EditorGuard() {
  const { id } = useParams();
  return (
    <RequireCredits {...(id === undefined ? {} : { paidFor: () => paidFor(id) })}>
      <PageOutlet />
    </RequireCredits>
  );
}
