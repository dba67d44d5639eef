import { readKey, readQueryOptions, useApi, useQuery } from '@kompass/shared';
import { companyFollowingRead } from '@kompass/shared/reads';

export const companyFollowingQueryKey = (companyId: string) =>
  readKey(companyFollowingRead, { id: companyId });

/** Asked beside the company itself: for a broken or unknown link the page says so already. */
const shownByThePage = { silentStatuses: [400, 404] };

/** GET /companies/{id}/following → `{ following }`: whether the user follows the company. */
export function useCompanyFollowing(companyId: string) {
  return useQuery(
    readQueryOptions(useApi(), companyFollowingRead, {
      params: { id: companyId },
      context: shownByThePage,
    }),
  );
}
