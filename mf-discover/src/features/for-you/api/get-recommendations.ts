import {
  readQueryOptions,
  recommendationsRead,
  useApi,
  type ApiClient,
  type PlaceQuery,
  type RequestContext,
  useQuery,
} from '@kompass/shared';
import { filterErrorShownInPlace, serverErrorShownInPlace } from '../../../api/shown-in-place';
import { useLastPlace } from '../../../lib/last-place';

/**
 * How a failure is told: the rail shows server errors in its place; a place the server refuses
 * (400: no longer known) is not told but forgotten, and the rail asks again without it.
 */
const contextFor = (place: PlaceQuery | undefined) =>
  place ? filterErrorShownInPlace : serverErrorShownInPlace;

/**
 * GET /recommendations: 'Für dich', best first, each with its reasons, and the profile; with a
 * place, what is near it per occupation.
 */
export function recommendationsQuery(
  api: ApiClient,
  place?: PlaceQuery,
  context: RequestContext = contextFor(place),
) {
  return readQueryOptions(api, recommendationsRead, { context, place });
}

/** 'Für dich' near the last place the user chose, if any. */
export function useRecommendations() {
  const place = useLastPlace();
  return { place, query: useQuery(recommendationsQuery(useApi(), place)) };
}
