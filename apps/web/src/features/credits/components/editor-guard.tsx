import { PageOutlet } from '../../../components/layout/page-outlet';
import { RequireCredits } from './require-credits';

/**
 * The editor's guard as a route element, loaded on demand with the editor: it reads the
 * balance (TanStack Query, the contract's schemas), which the first load of `/` must not carry
 * (docs/decisions/0022-first-load-budget.md).
 */
export default function EditorGuard() {
  return (
    <RequireCredits>
      <PageOutlet />
    </RequireCredits>
  );
}
