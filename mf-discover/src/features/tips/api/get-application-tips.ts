import {
  useApi,
  type ApiClient,
  type ApplicationTip,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { getHints, hintsQueryKey } from './get-hints';

/** GET /hints/applications: short tips, each with a long explanation. */
export function applicationTipsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: hintsQueryKey('applications'),
    queryFn: ({ signal }) => getHints<ApplicationTip>(api, 'applications', signal),
  });
}

export function useApplicationTips() {
  return useQuery(applicationTipsQuery(useApi()));
}
