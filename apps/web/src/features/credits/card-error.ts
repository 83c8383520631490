import { CLIENT_MESSAGES, ERROR_CODES } from '@reelsmith/contract';
import { ApiRequestError } from '../../lib/api-client';

/**
 * What a failed card payment shows, inline and as a toast (docs/product/errors.md#card-errors):
 * a refused card says why in the provider's words (our server's PAYMENT_FAILED, or Stripe.js's
 * card error); anything else is 'Payment failed. Please try again.'.
 */
export function cardErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.code === ERROR_CODES.PAYMENT_FAILED
      ? error.message
      : CLIENT_MESSAGES.paymentFailedRetry;
  }
  return error instanceof Error && error.message !== ''
    ? error.message
    : CLIENT_MESSAGES.paymentFailedRetry;
}
