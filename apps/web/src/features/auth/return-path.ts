import { session, STORAGE_KEYS } from '../../lib/storage';

export const DEFAULT_RETURN_PATH = '/create';

const SAME_SITE = 'http://reelsmith.invalid';

/**
 * Only a path on this site: never `//evil.example`, `https://...`, nor what a browser reads as
 * another host (a backslash after the slash, a tab or newline inside `//`). Decided by the URL
 * parser that the browser's navigation uses, not by looking at characters (no open redirect).
 */
export const isLocalPath = (path: string): boolean => {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  try {
    return new URL(path, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
};

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
