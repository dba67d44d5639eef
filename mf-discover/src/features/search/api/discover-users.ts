import {
  useApi,
  type ApiClient,
  type DiscoveredUser,
  queryOptions,
  useQuery,
} from '@kompass/shared';

/** GET /userdiscovery?name={q}: other users by name or username, best match first. */
export function discoverUsers(
  api: ApiClient,
  name: string,
  signal?: AbortSignal,
): Promise<DiscoveredUser[]> {
  return api.get('userdiscovery', { searchParams: { name }, signal }).json<DiscoveredUser[]>();
}

export function discoveredUsersQuery(api: ApiClient, name: string) {
  const query = name.trim();
  return queryOptions({
    queryKey: ['userdiscovery', query] as const,
    queryFn: ({ signal }) => discoverUsers(api, query, signal),
    // The API answers a blank name with 400 (and the client would alert): never ask it.
    enabled: query !== '',
  });
}

export function useDiscoveredUsers(name: string) {
  return useQuery(discoveredUsersQuery(useApi(), name));
}
