import {
  userSettingsResponseSchema,
  type UpdateUserSettingsRequest,
  type UserSettingsResponse,
} from '@reelsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userSettingsQueryKey } from '../../../lib/user-settings';

/**
 * PUT /user/settings: changes the fields sent, the others keep their value; answers as GET
 * (docs/product/api.md#user-settings).
 */
export async function updateUserSettings(
  body: UpdateUserSettingsRequest,
): Promise<UserSettingsResponse> {
  return userSettingsResponseSchema.parse(
    await apiRequest<unknown>('/user/settings', { method: 'PUT', body }),
  );
}

/** Saves the defaults; the answer becomes what every screen starts from. */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (saved) => queryClient.setQueryData(userSettingsQueryKey, saved),
  });
}
