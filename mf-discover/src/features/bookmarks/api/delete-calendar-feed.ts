import { useApi, type ApiClient, useMutation, useQueryClient } from '@kompass/shared';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** DELETE /calendar: the feed address stops working (404 from then on). */
export async function deleteCalendarFeed(api: ApiClient): Promise<void> {
  await api.delete('calendar');
}

export function useDeleteCalendarFeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCalendarFeed(api),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, { active: false }),
  });
}
