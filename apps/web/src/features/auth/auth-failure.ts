import { ApiRequestError } from '../../lib/api-client';

/**
 * The failures that mean "this token is not signed in"
 * (docs/product/screens-and-routes.md#status-check: 'No token found', 'unauthorized',
 * 'invalid token'), as opposed to a network blip that must not sign anyone out.
 */
export function isAuthFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 401 || error.code === 'UNAUTHORIZED') return true;
  const message = error.message.toLowerCase();
  return (
    message.includes('no token found') ||
    message.includes('unauthorized') ||
    message.includes('invalid token')
  );
}
