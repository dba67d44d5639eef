import { readQueryOptions, useApi, useQuery } from '@kompass/shared';
import { interestsRead } from '@kompass/shared/reads';

/** Shown in place (an error with a retry): the global alert stays silent for a 500. */
const shownInPlace = { silentStatuses: [500] };

/** GET /interests: the caller's own interest profile. */
export function useInterests() {
  return useQuery(readQueryOptions(useApi(), interestsRead, { context: shownInPlace }));
}
