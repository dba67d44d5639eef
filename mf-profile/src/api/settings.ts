import { useApi, useQuery, type Setting } from '@kompass/shared';

/** The user's settings; a change to any of them refreshes this one read. */
export const settingsQueryKey = ['settings'] as const;

/** GET /settings: every setting the user has stored, as `{ key, value }` rows. */
export function useSettings() {
  const api = useApi();
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => api.get('settings', { signal }).json<Setting[]>(),
  });
}
