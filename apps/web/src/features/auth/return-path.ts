import { session, STORAGE_KEYS } from '../../lib/storage';
import { isLocalPath } from '../../utils/local-path';

export const DEFAULT_RETURN_PATH = '/create';

export const saveReturnPath = (path: string) => {
  if (isLocalPath(path)) session.set(STORAGE_KEYS.returnPath, path);
};

/** The saved return path (removed as it is read), or /create. */
export const takeReturnPath = (): string => {
  const saved = session.get(STORAGE_KEYS.returnPath);
  session.remove(STORAGE_KEYS.returnPath);
  return saved !== null && isLocalPath(saved) && !saved.startsWith('/login')
    ? saved
    : DEFAULT_RETURN_PATH;
};

export const peekReturnPath = (): string | null => {
  const saved = session.get(STORAGE_KEYS.returnPath);
  return saved !== null && isLocalPath(saved) ? saved : null;
};
