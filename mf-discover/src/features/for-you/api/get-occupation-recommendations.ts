import { occupationRecommendationsRead, readQueryOptions, useApi, useQuery } from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** GET /recommendations/occupations: occupations that fit, best first, each with its reasons. */
export function useOccupationRecommendations() {
  return useQuery(
    readQueryOptions(useApi(), occupationRecommendationsRead, { context: serverErrorShownInPlace }),
  );
}
