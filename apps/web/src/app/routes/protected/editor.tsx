import { Navigate, useLocation, useParams } from 'react-router';
import {
  ActiveProjectRedirect,
  EditorScreen,
} from '../../../features/editor/components/editor-screen';
import type { EditorNavigationState } from '../../../types/editor-navigation';
import { usePageTitle } from '../page-title';

/** The navigation state's project and token, when it carries them. */
function handedOver(state: unknown): Pick<EditorNavigationState, 'projectId' | 'token'> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { projectId, token } = state as Partial<EditorNavigationState>;
  return typeof projectId === 'string' && typeof token === 'string' ? { projectId, token } : null;
}

/**
 * `/editor` and `/editor/{id}` (docs/product/screens-and-routes.md#editor). The create screen
 * goes to `/editor` with the project in the navigation state: the address becomes the
 * project's own, so that a reload or a shared link opens it again.
 */
export default function EditorPage() {
  usePageTitle('Editor');
  const { id } = useParams();
  const location = useLocation();
  const state = handedOver(location.state);
  if (id === undefined) {
    if (state !== null) {
      return (
        <Navigate to={`/editor/${encodeURIComponent(state.projectId)}`} replace state={state} />
      );
    }
    return <ActiveProjectRedirect />;
  }
  return (
    <EditorScreen
      projectId={id}
      {...(state !== null && state.projectId === id ? { token: state.token } : {})}
    />
  );
}
