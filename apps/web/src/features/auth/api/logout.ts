import { apiRequest } from '../../../lib/api-client';

/** POST /auth/logout: revokes the session on the server. */
export async function logoutRequest(): Promise<void> {
  await apiRequest<unknown>('/auth/logout', { method: 'POST' });
}
