import {
  interestsQueryKey,
  recommendationsQueryKey,
  useApi,
  type ApiClient,
  type InterestDimensions,
  type InterestProfile,
  useMutation,
  useQueryClient,
} from '@kompass/shared';

/** PUT /interests: the user's own values; answers the profile as it now is. */
export function saveInterests(
  api: ApiClient,
  dimensions: InterestDimensions,
): Promise<InterestProfile> {
  return api.put('interests', { json: { dimensions } }).json<InterestProfile>();
}

/** Stores the values; the profile shows them at once and 'Für dich' is asked again. */
export function useSaveInterests() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dimensions: InterestDimensions) => saveInterests(api, dimensions),
    onSuccess: (profile) => {
      queryClient.setQueryData(interestsQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: recommendationsQueryKey });
    },
  });
}
