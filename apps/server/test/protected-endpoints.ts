/**
 * Every endpoint that needs a signed-in user. `auth-protected-endpoints.test.ts` checks that
 * each refuses a missing, invalid, expired and revoked token with the 401s of
 * docs/product/errors.md#server-messages.
 * Add yours here (one line each) when you add a protected route.
 */
export interface ProtectedEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** A valid body, so that the 401 cannot come from validation running first. */
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export const protectedEndpoints: ProtectedEndpoint[] = [
  { method: 'GET', url: '/api/auth/user' },
  { method: 'GET', url: '/api/auth/verify' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'POST', url: '/api/auth/refresh' },
  { method: 'GET', url: '/api/story/session/00000000-0000-4000-8000-000000000000' },
  {
    method: 'POST',
    url: '/api/story/00000000-0000-4000-8000-000000000000/images/preview',
    payload: { imagePrompt: 'a cat' },
  },
  {
    method: 'POST',
    url: '/api/story/00000000-0000-4000-8000-000000000000/images',
    headers: { 'content-type': 'image/png' },
  },
  { method: 'DELETE', url: '/api/story/video/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', url: '/api/admin/overview' },
  {
    method: 'POST',
    url: '/api/admin/users/00000000-0000-4000-8000-000000000000/credits',
    payload: { amount: 1, reason: 'support' },
  },
];
