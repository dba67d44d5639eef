import {
  fetchRead,
  readKey,
  companyFollowingRead,
  useApi,
  type ApiClient,
  type CompanyFollowing,
  queryOptions,
  useQuery,
} from '@kompass/shared';

export const companyFollowingQueryKey = (companyId: string) =>
  readKey(companyFollowingRead, { id: companyId });

/** GET /companies/{id}/following → `{ following }`: whether the user follows the company. */
export function getCompanyFollowing(
  api: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyFollowing> {
  // Asked beside the company itself: for a broken or unknown link the page says so already.
  return fetchRead(api, companyFollowingRead, {
    params: { id: companyId },
    signal,
    context: { silentStatuses: [400, 404] },
  });
}

export function companyFollowingQuery(api: ApiClient, companyId: string) {
  return queryOptions({
    queryKey: companyFollowingQueryKey(companyId),
    queryFn: ({ signal }) => getCompanyFollowing(api, companyId, signal),
  });
}

export function useCompanyFollowing(companyId: string) {
  return useQuery(companyFollowingQuery(useApi(), companyId));
}
