import {
  recommendationsQueryKey,
  useApi,
  type ApiClient,
  type Recommendations,
  type RequestContext,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** Cards in the rail: the top ten, where the diversity rules apply. */
export const RECOMMENDATIONS_LIMIT = 10;

/** GET /recommendations: 'Für dich', best first, each with its reasons, and the profile. */
export function getRecommendations(
  api: ApiClient,
  signal?: AbortSignal,
  context: RequestContext = serverErrorShownInPlace,
): Promise<Recommendations> {
  return api
    .get('recommendations', { searchParams: { limit: RECOMMENDATIONS_LIMIT }, signal, context })
    .json<Recommendations>();
}

/** `context`: how a failure is told; the rail shows server errors in its place. */
export function recommendationsQuery(
  api: ApiClient,
  context: RequestContext = serverErrorShownInPlace,
) {
  return queryOptions({
    queryKey: recommendationsQueryKey,
    queryFn: ({ signal }) => getRecommendations(api, signal, context),
  });
}

export function useRecommendations() {
  return useQuery(recommendationsQuery(useApi()));
}
