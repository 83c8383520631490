import { packagesResponseSchema, type CreditPackage } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /credits/packages: `{ packages: [...] }` (contract). */
export async function getPackages(): Promise<CreditPackage[]> {
  const body = await apiRequest<unknown>('/credits/packages');
  return packagesResponseSchema.parse(body).packages;
}

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['credits', 'packages'], queryFn: getPackages, staleTime: 5 * 60_000 });

export const usePackages = () => useQuery(packagesQueryOptions());
