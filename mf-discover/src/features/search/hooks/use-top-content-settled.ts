import { useState } from 'react';
import { useTopCards } from '../api/get-top-cards';

/**
 * True once the search page's ranked lists have had their answer (content, none, or an error).
 * The page shows its three "top" regions together: revealed one by one, each region that turns
 * out shorter or longer than its placeholder would push the next ones about (a layout shift).
 * The query is the regions' own, so nothing is fetched twice.
 *
 * Once true it stays true: the regions show their own placeholder while the read is asked again
 * (their "Erneut versuchen"). Going back to the page's skeleton would unmount the regions, whose
 * mounting would fetch again — a loop as fast as the page renders.
 */
export function useTopContentSettled(): boolean {
  const settledNow = !useTopCards().isPending;
  const [settled, setSettled] = useState(settledNow);
  // Adjusting state while rendering (react.dev, "storing information from previous renders").
  if (settledNow && !settled) setSettled(true);
  return settled || settledNow;
}
