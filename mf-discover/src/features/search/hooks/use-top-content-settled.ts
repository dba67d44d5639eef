import { useState } from 'react';
import { useTopEntitiesOfAllTypes } from '../api/get-top-entities-of-all-types';
import { useTopEntityIds } from '../api/get-top-entities';
import { MOST_SEARCHED_LIMIT, POPULAR_JOBS_LIMIT, TOP_COMPANIES_LIMIT } from '../limits';
import { useTopContent } from './use-top-content';

/**
 * True once all three "top" regions of the search page have had their answer (content, none, or
 * an error). The page shows them together: revealed one by one, each region that turns out
 * shorter or longer than its placeholder would push the next ones about (a layout shift). The
 * queries are the regions' own, so nothing is fetched twice.
 *
 * Once true it stays true: a region that fetches again (its "Erneut versuchen", or a refetch on
 * mount) shows its own placeholder. Going back to the page's skeleton would unmount the regions,
 * whose mounting would fetch again — a loop as fast as the page renders.
 */
export function useTopContentSettled(): boolean {
  const contents = [
    useTopContent(useTopEntitiesOfAllTypes(MOST_SEARCHED_LIMIT)),
    useTopContent(useTopEntityIds('job', POPULAR_JOBS_LIMIT)),
    useTopContent(useTopEntityIds('company', TOP_COMPANIES_LIMIT)),
  ];
  const settledNow = contents.every((content) => content.status !== 'pending');
  const [settled, setSettled] = useState(settledNow);
  // Adjusting state while rendering (react.dev, "storing information from previous renders").
  if (settledNow && !settled) setSettled(true);
  return settled || settledNow;
}
