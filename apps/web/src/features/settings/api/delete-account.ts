import { deleteAccountResponseSchema } from '@reelsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /user/account `{ confirmEmail }`: removes the projects, videos, settings and sessions;
 * payment records stay without personal data (docs/product/api.md#user-settings).
 */
export async function deleteAccount(confirmEmail: string): Promise<void> {
  deleteAccountResponseSchema.parse(
    await apiRequest<unknown>('/user/account', { method: 'DELETE', body: { confirmEmail } }),
  );
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
