import {
  useApi,
  type ApiClient,
  type CompanyFollowing,
  queryOptions,
  useQuery,
} from '@kompass/shared';

export const companyFollowingQueryKey = (companyId: string) =>
  ['companies', 'following', companyId] as const;

/** GET /companies/{id}/following → `{ following }`: whether the user follows the company. */
export function getCompanyFollowing(
  api: ApiClient,
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyFollowing> {
  return (
    api
      // Asked beside the company itself: for a broken or unknown link the page says so already.
      .get(`companies/${encodeURIComponent(companyId)}/following`, {
        signal,
        context: { silentStatuses: [400, 404] },
      })
      .json<CompanyFollowing>()
  );
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
