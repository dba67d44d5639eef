import type { Company, Course, Job, TopCards, UseQueryResult } from '@kompass/shared';

/** One ranked item with what its card shows. */
export type TopItem =
  | { entityType: 'job'; entity: Job }
  | { entityType: 'company'; entity: Company }
  | { entityType: 'course'; entity: Course };

/** What a "top" section shows: skeletons, an error with retry, or the items (maybe none). */
export type TopContent =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; items: TopItem[] };

/**
 * One region's share of the search page's ranked lists (`useTopCards`): the items arrive with
 * the ranking, so a region is loaded, failed or empty with that one read. The server leaves out
 * items deleted since they were viewed. The limit is a promise of the layout: it holds even if
 * the server sends more.
 */
export function topContentOf(
  cards: UseQueryResult<TopCards>,
  list: keyof TopCards,
  limit: number,
): TopContent {
  if (cards.isPending) return { status: 'pending' };
  if (cards.isError) return { status: 'error', retry: () => void cards.refetch() };
  return {
    status: 'success',
    items: cards.data[list]
      .slice(0, limit)
      .map((card) => ({ entityType: card.entityType, entity: card.entity }) as TopItem),
  };
}
