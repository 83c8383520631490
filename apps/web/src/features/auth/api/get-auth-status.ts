import type { AuthStatusResponse } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/status: `{ authenticated, user }`, 200 whether signed in or not. */
export async function getAuthStatus(): Promise<AuthStatusResponse> {
  // The schema (and zod) load beside the request: they are not part of the first page load.
  const [schema, body] = await Promise.all([
    import('../../../lib/auth-schemas').then(
      ({ authStatusResponseSchema }) => authStatusResponseSchema,
    ),
    apiRequest<unknown>('/auth/status'),
  ]);
  return schema.parse(body);
}
