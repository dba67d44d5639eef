import {
  useApi,
  useQueryClient,
  type QueryClient,
  type ApiClient,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { getHints, hintsQueryKey } from './get-hints';

/** GET /hints/all, its quotes: the encouraging quotes of the strip under the application tips. */
export function quotesQuery(api: ApiClient, queryClient: QueryClient) {
  return queryOptions({
    queryKey: hintsQueryKey('quotes'),
    queryFn: () => getHints(api, queryClient, 'quotes'),
  });
}

export function useQuotes() {
  return useQuery(quotesQuery(useApi(), useQueryClient()));
}
