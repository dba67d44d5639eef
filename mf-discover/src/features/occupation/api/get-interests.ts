import { readQueryOptions, useApi, useQuery } from '@kompass/shared';
import { interestsRead } from '@kompass/shared/reads';

/** A profile that cannot load only leaves 'Warum es zu dir passt' at its prompt: no alert. */
const silent = { silentStatuses: [404, 500] };

/** GET /interests: the user's own interest profile, for 'Warum es zu dir passt'. */
export function useInterestProfile() {
  return useQuery(readQueryOptions(useApi(), interestsRead, { context: silent }));
}
