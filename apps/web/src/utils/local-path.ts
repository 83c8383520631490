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
