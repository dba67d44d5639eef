import {
  fetchRead,
  interestsQueryKey,
  interestsRead,
  useApi,
  type ApiClient,
  type InterestProfile,
  queryOptions,
  useQuery,
} from '@kompass/shared';

/** Shown in place (an error with a retry): the global alert stays silent for a 500. */
const shownInPlace = { silentStatuses: [500] };

/** GET /interests: the caller's own interest profile. */
export function getInterests(api: ApiClient, signal?: AbortSignal): Promise<InterestProfile> {
  return fetchRead(api, interestsRead, { signal, context: shownInPlace });
}

export function interestsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: interestsQueryKey,
    queryFn: ({ signal }) => getInterests(api, signal),
  });
}

export function useInterests() {
  return useQuery(interestsQuery(useApi()));
}
