import { session } from '../../lib/storage';
import { isLocalPath } from '../../utils/local-path';

/**
 * Where a purchase sends its buyer back to: the editor guard sends someone without credits
 * to /payment?returnTo=<path>; /payment keeps that path in session storage so that it
 * survives the hosted checkout and the full navigation after paying. Only a path on this site.
 */
const PURCHASE_RETURN_PATH_KEY = 'purchaseReturnPath';

/** The page to send a buyer to after paying: `/payment?returnTo=` + this. */
export const paymentPathReturningTo = (path: string) =>
  `/payment?returnTo=${encodeURIComponent(path)}`;

/** Keeps the return path of this visit to /payment; none (or a foreign one) forgets any. */
export function keepPurchaseReturnPath(path: string | null): void {
  if (path !== null && isLocalPath(path)) session.set(PURCHASE_RETURN_PATH_KEY, path);
  else session.remove(PURCHASE_RETURN_PATH_KEY);
}

/** The kept return path, still kept (for a link). */
export function peekPurchaseReturnPath(): string | null {
  const saved = session.get(PURCHASE_RETURN_PATH_KEY);
  return saved !== null && isLocalPath(saved) ? saved : null;
}

/** The kept return path, removed as it is read (before the navigation it decides). */
export function takePurchaseReturnPath(): string | null {
  const saved = peekPurchaseReturnPath();
  session.remove(PURCHASE_RETURN_PATH_KEY);
  return saved;
}
