import { Button, ErrorState, Muted, Skeleton, SkeletonBlock, styled } from '@kompass/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import type { GrowingList } from '../lib/growing-list';
import { useLoadMoreOnScroll } from '../lib/use-load-more-on-scroll';
import { commonDiscoverTexts, homeTexts } from '../texts';
import { rowCard } from './row-card';
import { CardList } from './section';

const ListArea = styled.div`
  position: relative;
`;

/**
 * Covers the last part of the list (not just its end), so the next page is on its way before
 * the user reaches the bottom. Invisible and out of the accessibility tree.
 */
const Sentinel = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  height: min(100%, 480px);
  pointer-events: none;
  visibility: hidden;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} 0`};
`;

const RowSkeleton = styled.div`
  ${rowCard(72)}
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * Row-shaped placeholders while the first page loads. `announced` says "Wird geladen …"; without
 * it the shapes are silent, for a list whose own status line tells that it is searching.
 */
export function RowSkeletons({
  count = 5,
  announced = true,
}: {
  count?: number;
  announced?: boolean;
}) {
  const rows = (
    <CardList as="div">
      {Array.from({ length: count }, (_, index) => (
        <RowSkeleton key={index}>
          <SkeletonBlock $height="72px" />
          <div>
            <SkeletonBlock $width="70%" />
            <SkeletonBlock $width="45%" $height="0.8rem" />
          </div>
        </RowSkeleton>
      ))}
    </CardList>
  );
  return announced ? <Skeleton>{rows}</Skeleton> : <div aria-hidden="true">{rows}</div>;
}

export interface ResultListProps<T> {
  list: GrowingList<T>;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Above everything: the number of matches or what is going on, as a live region. */
  status?: ReactNode;
  /** While the first page loads. */
  placeholder?: ReactNode;
  /** When the first page failed (it offers `list.retry`); null where it is told elsewhere. */
  failure: ReactNode;
  /** When nothing matches. */
  empty: ReactNode;
  /** Whether scrolling near the end loads more, or only the button does. */
  loadOnScroll?: boolean;
  /** Whether the end of the list says 'Das war alles.'. */
  saysWhenDone?: boolean;
}

/**
 * Every list of results in mf-discover: its states, the cards, and more of them with the "Mehr
 * laden" button (and, where `loadOnScroll`, as the user scrolls near the end: the button stays
 * for keyboards, screen readers and browsers without IntersectionObserver).
 */
export function ResultList<T>({
  list,
  itemKey,
  renderItem,
  status,
  placeholder = <RowSkeletons />,
  failure,
  empty,
  loadOnScroll = true,
  saysWhenDone = true,
}: ResultListProps<T>) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Set by the button: after loading, focus goes to the first new card, so keyboard and
  // screen-reader users read on where the list grew instead of staying behind it.
  const focusFromRef = useRef<number | null>(null);
  const { items, hasMore, loadingMore, loadMoreFailed, loadMore } = list;

  useLoadMoreOnScroll(sentinelRef, {
    enabled:
      loadOnScroll && list.status === 'success' && hasMore && !loadingMore && !loadMoreFailed,
    loaded: items.length,
    onLoadMore: loadMore,
  });

  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null || items.length <= from) return;
    focusFromRef.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [items.length]);

  return (
    <>
      {status}
      {list.status === 'pending' && placeholder}
      {list.status === 'error' && failure}
      {list.status === 'success' && items.length === 0 && empty}
      {list.status === 'success' && items.length > 0 && (
        <>
          <ListArea>
            <CardList ref={listRef}>
              {items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </CardList>
            {hasMore && loadOnScroll && <Sentinel ref={sentinelRef} aria-hidden="true" />}
          </ListArea>
          {(hasMore || loadMoreFailed || saysWhenDone) && (
            <Footer>
              {loadMoreFailed ? (
                <ErrorState message={homeTexts.loadMoreFailed} onRetry={loadMore} />
              ) : hasMore ? (
                <Button
                  $variant="secondary"
                  aria-busy={loadingMore}
                  onClick={() => {
                    // Stays enabled while loading: a disabled button would drop the focus.
                    if (loadingMore) return;
                    focusFromRef.current = items.length;
                    loadMore();
                  }}
                >
                  {loadingMore ? commonDiscoverTexts.loadingMore : commonDiscoverTexts.loadMore}
                </Button>
              ) : (
                <Muted>{commonDiscoverTexts.allLoaded}</Muted>
              )}
            </Footer>
          )}
        </>
      )}
    </>
  );
}
