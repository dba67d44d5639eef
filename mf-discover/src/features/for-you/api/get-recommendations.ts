import {
  recommendationsQueryKey,
  useApi,
  type ApiClient,
  type Recommendations,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** Cards in the rail: the top ten, where the diversity rules apply. */
export const RECOMMENDATIONS_LIMIT = 10;

/** GET /recommendations: 'Für dich', best first, each with its reasons, and the profile. */
export function getRecommendations(api: ApiClient, signal?: AbortSignal): Promise<Recommendations> {
  return api
    .get('recommendations', {
      searchParams: { limit: RECOMMENDATIONS_LIMIT },
      signal,
      context: serverErrorShownInPlace,
    })
    .json<Recommendations>();
}

export function recommendationsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: recommendationsQueryKey,
    queryFn: ({ signal }) => getRecommendations(api, signal),
  });
}

export function useRecommendations() {
  return useQuery(recommendationsQuery(useApi()));
}
