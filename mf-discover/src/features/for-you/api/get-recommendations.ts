import {
  fetchRead,
  readQueryOptions,
  recommendationsRead,
  useApi,
  type ApiClient,
  type Recommendations,
  type RequestContext,
  useQuery,
} from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** GET /recommendations: 'Für dich', best first, each with its reasons, and the profile. */
export function getRecommendations(
  api: ApiClient,
  signal?: AbortSignal,
  context: RequestContext = serverErrorShownInPlace,
): Promise<Recommendations> {
  return fetchRead(api, recommendationsRead, { signal, context });
}

/** `context`: how a failure is told; the rail shows server errors in its place. */
export function recommendationsQuery(
  api: ApiClient,
  context: RequestContext = serverErrorShownInPlace,
) {
  return readQueryOptions(api, recommendationsRead, { context });
}

export function useRecommendations() {
  return useQuery(recommendationsQuery(useApi()));
}
