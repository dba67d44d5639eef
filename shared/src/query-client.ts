import { QueryClient } from '@tanstack/react-query';

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
      // A tab switch is no reason to reload a whole page of content.
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
