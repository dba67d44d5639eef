import { QueryClient } from '@tanstack/react-query';
import { isBackingOff } from './api/back-off';

/**
 * The one query cache of the page. Like the jotai store it lives in `@kompass/shared`, which
 * Module Federation shares as a singleton, so a bookmark saved in one remote is known to all.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already alerts the user on every failed request
      // (docs/product.md#errors-and-messages); a silent retry would alert again. Pages offer
      // "Erneut versuchen" instead.
      retry: false,
      // A query the server refused with 429 or 503 is not asked again by a component that
      // mounts before its Retry-After has passed: a page that mounts and unmounts would
      // otherwise repeat it as fast as it renders (docs/decisions/client-request-policy.md).
      retryOnMount: (query) => !isBackingOff(query.state.error),
      refetchOnMount: (query) => !isBackingOff(query.state.error),
      // A tab switch is no reason to reload a whole page of content.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
