import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onLoadMore` when `sentinel` scrolls into view while `enabled`. `loaded` (the number of
 * items shown) re-arms the observer after each page: a sentinel that is still in view then
 * fires again, so a tall screen fills up without the user having to scroll.
 * Where IntersectionObserver is missing (old browsers, jsdom) nothing happens: the visible
 * "Mehr laden" button still works.
 */
export function useLoadMoreOnScroll(
  sentinel: RefObject<Element | null>,
  { enabled, loaded, onLoadMore }: { enabled: boolean; loaded: number; onLoadMore: () => void },
): void {
  const loadMore = useEffectEvent(onLoadMore);
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, enabled, loaded]);
}
