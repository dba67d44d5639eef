import { useTopEntitiesOfAllTypes } from '../api/get-top-entities-of-all-types';
import { useTopEntityIds } from '../api/get-top-entities';
import { MOST_SEARCHED_LIMIT, POPULAR_JOBS_LIMIT, TOP_COMPANIES_LIMIT } from '../limits';
import { useTopContent } from './use-top-content';

/**
 * True once all three "top" regions of the search page have their answer (content, none, or an
 * error). The page shows them together: revealed one by one, each region that turns out shorter
 * or longer than its placeholder would push the next ones about (a layout shift). The queries are
 * the regions' own, so nothing is fetched twice.
 */
export function useTopContentSettled(): boolean {
  const contents = [
    useTopContent(useTopEntitiesOfAllTypes(MOST_SEARCHED_LIMIT)),
    useTopContent(useTopEntityIds('job', POPULAR_JOBS_LIMIT)),
    useTopContent(useTopEntityIds('company', TOP_COMPANIES_LIMIT)),
  ];
  return contents.every((content) => content.status !== 'pending');
}
