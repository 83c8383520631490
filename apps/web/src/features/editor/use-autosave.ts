import type { Generation, SaveSessionRequest } from '@reelsmith/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { friendlyMessage } from '../../lib/api-client';
import { saveSession, saveSessionOnExit } from './api/generation-actions';
import { generationQueryKey, type ProjectRef } from './api/get-generation';

/** What the editor says about saving. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

const AUTOSAVE_DELAY_MS = 700;

/**
 * Autosave (docs/product/screens-and-routes.md#editor): the editor's state goes to
 * `PUT /story/session/{id}` a moment after the last change, one save at a time, in order.
 * A state that cannot be saved (`problem`) waits until it can. `flush()` saves what is left
 * now (before finalizing) and says whether everything is saved.
 */
export function useAutosave(
  project: ProjectRef,
  request: SaveSessionRequest,
  problem: string | null,
) {
  const queryClient = useQueryClient();
  const json = JSON.stringify(request);
  const [savedJson, setSavedJson] = useState(json);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ json: string; message: string } | null>(null);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));

  const save = useCallback(
    (body: string): Promise<boolean> => {
      const run = async () => {
        setSaving(true);
        try {
          const generation: Generation = await saveSession(
            project,
            JSON.parse(body) as SaveSessionRequest,
          );
          queryClient.setQueryData(generationQueryKey(project.projectId), generation);
          setSavedJson(body);
          setFailure(null);
          return true;
        } catch (error) {
          setFailure({ json: body, message: friendlyMessage(error) });
          return false;
        } finally {
          setSaving(false);
        }
      };
      chain.current = chain.current.then(run, run);
      return chain.current;
    },
    [project, queryClient],
  );

  useEffect(() => {
    if (problem !== null || json === savedJson || failure?.json === json) return;
    const timer = setTimeout(() => void save(json), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, savedJson, problem, failure, save]);

  // Leaving: edits not saved yet go with a keepalive request, on `pagehide` (a reload, a closed
  // tab) and when the editor unmounts (another route); the browser warns before unloading
  // while a save is pending or failing (docs/product/drafts-and-text.md#saving-editor).
  const exit = useRef({ json, savedJson, problem });
  useLayoutEffect(() => {
    exit.current = { json, savedJson, problem };
  });
  useEffect(() => {
    let sent: string | null = null;
    const sendPending = () => {
      const { json: now, savedJson: saved, problem: blocked } = exit.current;
      if (blocked !== null || now === saved || now === sent) return;
      sent = now;
      saveSessionOnExit(project, now);
    };
    const warn = (event: BeforeUnloadEvent) => {
      const { json: now, savedJson: saved } = exit.current;
      if (now === saved) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('pagehide', sendPending);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('pagehide', sendPending);
      window.removeEventListener('beforeunload', warn);
      sendPending();
    };
  }, [project]);

  const flush = useCallback(async (): Promise<boolean> => {
    if (problem !== null) return false;
    if (json === savedJson) return chain.current;
    return save(json);
  }, [json, savedJson, problem, save]);

  let state: SaveState;
  if (problem !== null) state = { kind: 'invalid', message: problem };
  else if (saving) state = { kind: 'saving' };
  else if (failure !== null && failure.json === json)
    state = { kind: 'failed', message: failure.message };
  else if (json !== savedJson) state = { kind: 'unsaved' };
  else state = { kind: 'saved' };

  return { state, flush, retry: () => void save(json) };
}
