import {
  useApi,
  type ApiClient,
  type RatingResponse,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { ratingQueryKey } from './get-rating';

/** POST /profiles/{id}/rate?rating=1..5: sets or replaces the caller's rating; answers the new average. */
export function rateProfile(
  api: ApiClient,
  userId: string,
  rating: number,
): Promise<RatingResponse> {
  return api
    .post(`profiles/${encodeURIComponent(userId)}/rate`, { searchParams: { rating } })
    .json<RatingResponse>();
}

/** The average and count shown on the page are the server's answer. */
export function useRateProfile(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateProfile(api, userId, rating),
    onSuccess: (answer) => queryClient.setQueryData(ratingQueryKey(userId), answer),
  });
}
