import { useApi, type ApiClient, type Quote, queryOptions, useQuery } from '@kompass/shared';
import { getHints, hintsQueryKey } from './get-hints';

/** GET /hints/quotes: the encouraging quotes of the strip under the application tips. */
export function quotesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: hintsQueryKey('quotes'),
    queryFn: ({ signal }) => getHints<Quote>(api, 'quotes', signal),
  });
}

export function useQuotes() {
  return useQuery(quotesQuery(useApi()));
}
