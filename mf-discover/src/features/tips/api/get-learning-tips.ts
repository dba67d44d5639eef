import { useApi, type ApiClient, type LearningTip, queryOptions, useQuery } from '@kompass/shared';
import { getHints, hintsQueryKey } from './get-hints';

/** GET /hints/learning: learning tips with emoji, title and description. */
export function learningTipsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: hintsQueryKey('learning'),
    queryFn: ({ signal }) => getHints<LearningTip>(api, 'learning', signal),
  });
}

export function useLearningTips() {
  return useQuery(learningTipsQuery(useApi()));
}
