import { userSettingsResponseSchema, type UserSettingsResponse } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /user/settings: the account's email and its defaults (docs/product/api.md#user-settings).
 * Shared code: the settings screen changes them, and the create form and the custom tool start
 * from them; features do not import each other (docs/decisions/0023-web-boundaries.md).
 */
export async function getUserSettings(): Promise<UserSettingsResponse> {
  return userSettingsResponseSchema.parse(await apiRequest<unknown>('/user/settings'));
}

export const userSettingsQueryKey = ['user', 'settings'] as const;

export const userSettingsQueryOptions = () =>
  queryOptions({ queryKey: userSettingsQueryKey, queryFn: getUserSettings, staleTime: 60_000 });

export const useUserSettings = () => useQuery(userSettingsQueryOptions());
