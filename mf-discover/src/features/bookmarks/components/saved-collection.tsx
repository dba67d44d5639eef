import { Button, EmptyState, ErrorState, Link, PageTitle, paths } from '@kompass/shared';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useBookmarks } from '../../../api/get-bookmarks';
import { CardList, Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { bookmarksTexts } from '../../../texts';
import { groupBookmarks } from '../lib/group-bookmarks';
import { removeButtonSelector, SavedItem } from './saved-item';
import { SavedSkeleton } from './saved-skeleton';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Hint = styled.span`
  max-width: 32ch;
`;

/** Focus goes to the h1 when the last item is gone. */
const Title = styled(PageTitle)`
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

function removeButtons(container: HTMLElement | null): HTMLElement[] {
  return [...(container?.querySelectorAll<HTMLElement>(removeButtonSelector) ?? [])];
}

/**
 * `/bookmarks`: the saved jobs, companies and courses in three groups, each with 'Entfernen'.
 * A removed item's button disappears; focus then moves to the next item's button (or the
 * previous one, or the title), so keyboard users keep their place in the list.
 */
export function SavedCollection() {
  const { data, error, isFetching, refetch } = useBookmarks();
  const details = useDetailsDialog();
  const groups = useMemo(() => groupBookmarks(data ?? []), [data]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const groupsRef = useRef<HTMLDivElement>(null);
  const removed = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const last = removed.current;
    if (!last || groups.some((group) => group.items.some((item) => item.id === last.id))) return;
    removed.current = null;
    // Only when focus went down with the removed button: never pull it away from elsewhere.
    if (document.activeElement && document.activeElement !== document.body) return;
    const buttons = removeButtons(groupsRef.current);
    (buttons[Math.min(last.index, buttons.length - 1)] ?? titleRef.current)?.focus();
  }, [groups]);

  const onRemove = (id: string) => {
    const index = removeButtons(groupsRef.current).findIndex(
      (button) => button.dataset.removeBookmark === id,
    );
    removed.current = { id, index: Math.max(index, 0) };
  };

  let content;
  if (!data) {
    content =
      error && !isFetching ? (
        <ErrorState message={bookmarksTexts.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <SavedSkeleton />
      );
  } else if (groups.length === 0) {
    content = (
      <EmptyState title={bookmarksTexts.emptyTitle}>
        <Hint>{bookmarksTexts.emptyHint}</Hint>
        <Button as={Link} to={paths.home()}>
          {bookmarksTexts.discover}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <Groups ref={groupsRef}>
        {groups.map((group) => (
          <Section key={group.entityType} title={bookmarksTexts.groups[group.entityType]}>
            <CardList>
              {group.items.map((item) => (
                <SavedItem key={item.id} item={item} details={details} onRemove={onRemove} />
              ))}
            </CardList>
          </Section>
        ))}
      </Groups>
    );
  }

  return (
    <>
      <Title ref={titleRef} tabIndex={-1}>
        {bookmarksTexts.title}
      </Title>
      {content}
      {details.dialog}
    </>
  );
}
