import { z } from 'zod';
import { textSchema } from './common.js';

/**
 * Every API error has this body (docs/product/errors.md#error-body), so the web app's rules in
 * docs/product/errors.md#request-failures apply to all of them.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  GONE: 'GONE',
  INSUFFICIENT_CREDITS: 'INSUFFICIENT_CREDITS',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNPROCESSABLE: 'UNPROCESSABLE_ENTITY',
  /** A provider (images, speech) did not answer properly. */
  PROVIDER_FAILED: 'PROVIDER_FAILED',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Messages the server sends that the web app matches on
 * (docs/product/errors.md#server-messages).
 */
export const SERVER_MESSAGES = {
  noToken: 'No token found',
  invalidToken: 'Invalid token',
  authenticationRequired: 'Authentication required',
  accessDenied: 'Access denied',
  tooManyRequests: 'Too many requests',
  notFound: 'Not found',
  activeGeneration: 'You already have an active generation',
  insufficientCredits: 'Not enough credits',
  internal: 'Internal server error',
} as const;

/** Copy the web app shows, word for word (docs/product/errors.md). */
export const CLIENT_MESSAGES = {
  apiRequestFailed: 'API request failed',
  failedWithStatus: (code: number) => `Failed with status: ${code}`,
  invalidServerResponse: 'Invalid server response',
  pleaseLogIn: 'Please log in to continue',
  noPermission: 'You do not have permission to perform this action',
  pleaseWait: 'Please wait a moment before trying again',
  unexpected: 'An unexpected error occurred',
  insufficientCredits: (required: number, available: number) =>
    `Insufficient credits. Required: ${required}, Available: ${available}`,
  notEnoughCredits: 'Not enough credits available. Please purchase more credits.',
  pleaseLogInDot: 'Please log in to continue.',
  failedToCreateVideo: 'Failed to create video. Please try again.',
  sessionExpired: 'Session expired. Please log in again.',
  notificationsLogIn: 'Please log in to view notifications.',
  failedNotifications: 'Failed to load notifications',
  failedPackages: 'Failed to load packages',
  failedInitPayment: 'Failed to initialize payment',
  paymentFailedRetry: 'Payment failed. Please try again.',
  paymentFailed: 'Payment failed',
  failedCreditPackages: 'Failed to load credit packages',
  failedCheckout: 'Failed to start checkout process',
  invalidCheckoutSession: 'Invalid checkout session',
  noTokenFound: 'No token found',
  authCheckFailed: 'Authentication check failed',
  logoutFailed: 'Logout failed',
  failedFetchUser: 'Failed to fetch user data',
  noTokenReceived: 'No token received',
  loggedOut: 'Logged out successfully',
  paymentSuccessful: 'Payment successful!',
  purchasedCredits: (n: number) => `Successfully purchased ${n} credits!`,
  somethingWentWrong: 'Something went wrong',
  pageNotFound: '404 Page not found',
} as const;

/** POST /errors/report: what the web app sends when something breaks in the browser. */
export const clientErrorReportSchema = z.object({
  kind: z.enum(['chunk-load', 'render', 'unhandled']),
  name: textSchema.max(200).optional(),
  message: textSchema.min(1).max(2000),
  stack: textSchema.max(8000).optional(),
  url: textSchema.max(2000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
