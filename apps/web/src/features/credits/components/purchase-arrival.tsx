import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { arrivedPurchase } from '../purchase-receipt';

/**
 * After paying on /payment the app navigates in full (docs/product/screens-and-routes.md#payment-page): the success toasts are
 * shown again where the buyer lands. The toast library is asked for only then (it need not be
 * in the first load for this); ids keep the toasts single when React runs effects twice.
 */
export function PurchaseArrival() {
  useEffect(() => {
    const purchase = arrivedPurchase();
    if (purchase === null) return;
    // Through lib/toast, which puts the Toaster on the page with the first toast.
    toast.success(CLIENT_MESSAGES.paymentSuccessful, { id: 'purchase-successful' });
    toast.success(CLIENT_MESSAGES.purchasedCredits(purchase.credits), { id: 'purchase-credits' });
  }, []);
  return null;
}
