import { useLocation } from '@kompass/shared';
import { useState } from 'react';

/**
 * Whether the user has moved on from the screen this visit opened with (a navigation in the app;
 * it stays true once they have). The install offer waits for it: on the first screen it would
 * cover the page the user came for and, painted larger than the page's title, become the load's
 * largest contentful paint — after a chain of the browser's install check and the offer's own
 * chunk. A navigation needs a tap, which ends that measurement.
 */
export function useFirstScreenLeft(): boolean {
  const { key } = useLocation();
  const [openedWith] = useState(key);
  const [left, setLeft] = useState(false);
  // Set during render (React's pattern for state derived from a change), so no frame shows the
  // new screen without the offer it now allows.
  if (!left && key !== openedWith) setLeft(true);
  return left;
}
