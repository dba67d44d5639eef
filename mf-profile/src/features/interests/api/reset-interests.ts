import {
  interestsQueryKey,
  recommendationsQueryKey,
  useApi,
  type ApiClient,
  type InterestProfile,
  useMutation,
  useQueryClient,
} from '@kompass/shared';

/** DELETE /interests: forgets the user's own values; the answers count again. */
export function resetInterests(api: ApiClient): Promise<InterestProfile> {
  return api.delete('interests').json<InterestProfile>();
}

export function useResetInterests() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetInterests(api),
    onSuccess: (profile) => {
      queryClient.setQueryData(interestsQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: recommendationsQueryKey });
    },
  });
}
