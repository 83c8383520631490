import { authStatusResponseSchema, type AuthStatusResponse } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/status: `{ authenticated, user }`, 200 whether signed in or not. */
export async function getAuthStatus(): Promise<AuthStatusResponse> {
  return authStatusResponseSchema.parse(await apiRequest<unknown>('/auth/status'));
}
