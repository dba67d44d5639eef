import {
  useApi,
  useQueryClient,
  type QueryClient,
  type ApiClient,
  queryOptions,
  useQuery,
} from '@kompass/shared';
import { getHints, hintsQueryKey } from './get-hints';

/** GET /hints/all, its learning: learning tips with emoji, title and description. */
export function learningTipsQuery(api: ApiClient, queryClient: QueryClient) {
  return queryOptions({
    queryKey: hintsQueryKey('learning'),
    queryFn: () => getHints(api, queryClient, 'learning'),
  });
}

export function useLearningTips() {
  return useQuery(learningTipsQuery(useApi(), useQueryClient()));
}
