import { userSchema, type User } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/user: the signed-in user (401 'No token found' / 'Invalid token' otherwise). */
export async function getUser(): Promise<User> {
  return userSchema.parse(await apiRequest<unknown>('/auth/user'));
}
