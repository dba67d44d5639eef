import {
  queryKeys,
  queryOptions,
  useApi,
  useQuery,
  useQueryClient,
  type AllHints,
  type ApiClient,
  type QueryClient,
} from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** The three lists home shows: application tips, learning tips and quotes. */
export type HintKind = keyof AllHints;

/** The cache of the one read of all three lists; each list keeps its own key below it. */
const allHintsKey = ['hints', 'all'] as const;

/**
 * One list, from GET /hints/all: home's three lists arrive in one read, in the order the admins
 * gave them. The sections ask for their lists together when they mount, and join that one read
 * while it is under way; a list refreshed later (an admin's edit in mf-admin refreshes its kind)
 * reads all three anew.
 */
export async function getHints<K extends HintKind>(
  api: ApiClient,
  queryClient: QueryClient,
  kind: K,
): Promise<AllHints[K]> {
  const all = await queryClient.fetchQuery({
    queryKey: allHintsKey,
    queryFn: ({ signal }) =>
      api.get('hints/all', { signal, context: serverErrorShownInPlace }).json<AllHints>(),
    // Whoever asks gets a fresh answer, or joins the one on its way.
    staleTime: 0,
  });
  return all[kind];
}

/** One cache entry per list, shared with mf-admin, so an admin change refreshes it by kind. */
export const hintsQueryKey = queryKeys.hints;

/**
 * One of home's lists: 'applications' (short tips, each with a long explanation), 'learning'
 * (learning tips with emoji, title and description) or 'quotes' (the encouraging strip).
 */
export function hintsQuery<K extends HintKind>(api: ApiClient, queryClient: QueryClient, kind: K) {
  return queryOptions({
    queryKey: hintsQueryKey(kind),
    queryFn: () => getHints(api, queryClient, kind),
  });
}

export function useHints<K extends HintKind>(kind: K) {
  return useQuery(hintsQuery(useApi(), useQueryClient(), kind));
}
