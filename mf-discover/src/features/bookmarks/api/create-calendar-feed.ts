import {
  useApi,
  type ApiClient,
  type CalendarFeed,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /calendar → `{ url }`: a new secret feed address; an earlier one stops working. */
export function createCalendarFeed(api: ApiClient): Promise<CalendarFeed> {
  return api.post('calendar').json<CalendarFeed>();
}

export function useCreateCalendarFeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(api),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey, { active: true }),
  });
}
