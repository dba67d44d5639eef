import {
  fetchRead,
  queryOptions,
  readKey,
  useApi,
  useQuery,
  useQueryClient,
  type ApiClient,
  type QueryClient,
} from '@kompass/shared';
import { topCardsRead } from '@kompass/shared/reads';
import { entityQuery } from '../../../api/get-entity';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/**
 * GET /search/entities/top/cards: the search page's three ranked regions in one read, each item
 * with its card. A job's or course's card is what its detail read answers, so it is kept under
 * that read's key too: opening its details popup soon after shows it without asking again. A
 * company's page needs its jobs and courses, which the card does not carry; it asks for itself.
 */
export function topCardsQuery(api: ApiClient, queryClient: QueryClient) {
  return queryOptions({
    queryKey: readKey(topCardsRead),
    queryFn: async ({ signal }) => {
      const cards = await fetchRead(api, topCardsRead, {
        signal,
        context: serverErrorShownInPlace,
      });
      for (const card of [...cards.all, ...cards.job, ...cards.company, ...cards.course]) {
        if (card.entityType === 'job') {
          queryClient.setQueryData(entityQuery(api, 'jobs', card.entityId).queryKey, card.entity);
        } else if (card.entityType === 'course') {
          queryClient.setQueryData(
            entityQuery(api, 'courses', card.entityId).queryKey,
            card.entity,
          );
        }
      }
      return cards;
    },
  });
}

export function useTopCards() {
  return useQuery(topCardsQuery(useApi(), useQueryClient()));
}
