import {
  Button,
  EmptyState,
  ErrorState,
  Muted,
  Skeleton,
  SkeletonBlock,
  styled,
} from '@kompass/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { CardList } from '../../../components/section';
import { commonDiscoverTexts, homeTexts } from '../../../texts';
import type { GrowingList } from '../hooks/use-category-list';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

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
  display: grid;
  grid-template-columns: 72px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  > div:last-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** Row-shaped placeholders while the first page loads. */
export function RowSkeletons({ count = 5 }: { count?: number }) {
  return (
    <Skeleton>
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
    </Skeleton>
  );
}

export interface ResultListProps<T> {
  list: GrowingList<T>;
  /** Whether the user has typed a search: then an empty list means "no matches". */
  searching: boolean;
  errorText: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A sheet's list: the number of matches, the cards, and more of them as the user scrolls near
 * the end, or with the "Mehr laden" button (for keyboards and screen readers, and where
 * IntersectionObserver is missing).
 */
export function ResultList<T>({
  list,
  searching,
  errorText,
  itemKey,
  renderItem,
}: ResultListProps<T>) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Set by the button: after loading, focus goes to the first new card, so keyboard and
  // screen-reader users read on where the list grew instead of staying behind it.
  const focusFromRef = useRef<number | null>(null);
  const { items, hasMore, loadingMore, loadMoreFailed, loadMore } = list;

  useLoadMoreOnScroll(sentinelRef, {
    enabled: list.status === 'success' && hasMore && !loadingMore && !loadMoreFailed,
    loaded: items.length,
    onLoadMore: loadMore,
  });

  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null || items.length <= from) return;
    focusFromRef.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [items.length]);

  if (list.status === 'pending') return <RowSkeletons />;
  if (list.status === 'error') return <ErrorState message={errorText} onRetry={list.retry} />;

  return (
    <>
      {/* Announced when a search changes the number of matches. */}
      <Count role="status">{homeTexts.results(list.total)}</Count>
      {items.length === 0 ? (
        searching ? (
          <EmptyState title={homeTexts.sheetEmpty}>{homeTexts.sheetEmptyHint}</EmptyState>
        ) : (
          <EmptyState title={homeTexts.sheetNothingYet} />
        )
      ) : (
        <ListArea>
          <CardList ref={listRef}>
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </CardList>
          {hasMore && <Sentinel ref={sentinelRef} aria-hidden="true" />}
        </ListArea>
      )}
      {items.length > 0 && (
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
  );
}
