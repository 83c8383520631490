import type { User } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/user: the signed-in user (401 'No token found' / 'Invalid token' otherwise). */
export async function getUser(): Promise<User> {
  // The schema (and zod) load beside the request: they are not part of the first page load.
  const [schema, body] = await Promise.all([
    import('../../../lib/auth-schemas').then(({ userSchema }) => userSchema),
    apiRequest<unknown>('/auth/user'),
  ]);
  return schema.parse(body);
}
