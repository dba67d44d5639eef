import {
  useApi,
  type ApiClient,
  type CompanyFollowing,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { companyFollowingQueryKey } from './get-company-following';

/** POST /companies/{id}/follow: follows, or unfollows when already following; answers the new state. */
export function toggleCompanyFollow(api: ApiClient, companyId: string): Promise<CompanyFollowing> {
  return api.post(`companies/${encodeURIComponent(companyId)}/follow`).json<CompanyFollowing>();
}

/**
 * Toggles following. The cache takes the server's answer, not a guess: after a failure the
 * button still shows the truth.
 */
export function useToggleCompanyFollow(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleCompanyFollow(api, companyId),
    onSuccess: (answer) => queryClient.setQueryData(companyFollowingQueryKey(companyId), answer),
  });
}
