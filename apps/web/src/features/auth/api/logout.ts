import { apiRequest } from '../../../lib/api-client';

/** POST /auth/logout: revokes the session on the server. */
export async function logoutRequest(): Promise<void> {
  // Every call is sent as JSON (spec section 6), and Fastify refuses an empty JSON body.
  await apiRequest<unknown>('/auth/logout', { method: 'POST', body: {} });
}
