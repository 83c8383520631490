import {
  adminCreditsResponseSchema,
  type AdminCreditsRequest,
  type AdminCreditsResponse,
} from '@reelsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/users/{id}/credits `{ amount, reason }`: a grant (+) or a take-back (-). */
export async function changeCredits(
  userId: string,
  request: AdminCreditsRequest,
): Promise<AdminCreditsResponse> {
  return adminCreditsResponseSchema.parse(
    await apiRequest<unknown>(`/admin/users/${encodeURIComponent(userId)}/credits`, {
      method: 'POST',
      body: request,
    }),
  );
}

export const useChangeCredits = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminCreditsRequest) => changeCredits(userId, request),
    // The user's page, the search's balances and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};
