import { session } from '../../lib/storage';

/**
 * What a purchase on /payment leaves for the page its full navigation lands on: the toasts
 * shown before leaving would otherwise be lost with the page. Kept in session storage for one
 * reload, read once per page load.
 */
export interface PurchaseReceipt {
  credits: number;
}

const PURCHASE_RECEIPT_KEY = 'purchaseReceipt';

export function savePurchaseReceipt(receipt: PurchaseReceipt): void {
  session.set(PURCHASE_RECEIPT_KEY, JSON.stringify(receipt));
}

const parseReceipt = (raw: string | null): PurchaseReceipt | null => {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('credits' in value)) return null;
    const { credits } = value;
    return typeof credits === 'number' && Number.isInteger(credits) && credits > 0
      ? { credits }
      : null;
  } catch {
    return null;
  }
};

let arrived: PurchaseReceipt | null | undefined;

/**
 * The purchase that this page load followed, or null. The first call takes it out of storage,
 * so that a later reload does not announce it again; later calls give the same answer.
 */
export function arrivedPurchase(): PurchaseReceipt | null {
  if (arrived === undefined) {
    arrived = parseReceipt(session.get(PURCHASE_RECEIPT_KEY));
    session.remove(PURCHASE_RECEIPT_KEY);
  }
  return arrived;
}
