import {
  useApi,
  useQueryClient,
  type QueryClient,
  type ApiClient,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { getHints, hintsQueryKey } from './get-hints';

/** GET /hints/all, its applications: short tips, each with a long explanation. */
export function applicationTipsQuery(api: ApiClient, queryClient: QueryClient) {
  return queryOptions({
    queryKey: hintsQueryKey('applications'),
    queryFn: () => getHints(api, queryClient, 'applications'),
  });
}

export function useApplicationTips() {
  return useQuery(applicationTipsQuery(useApi(), useQueryClient()));
}
