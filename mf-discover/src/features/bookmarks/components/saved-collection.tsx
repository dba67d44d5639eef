import { Button, EmptyState, ErrorState, Link, PageTitle, paths, styled } from '@kompass/shared';
import { Cluster } from '@kompass/shared/layout';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBookmarks } from '../../../api/get-bookmarks';
import { CompanyCard, OccupationCard } from '../../../components/content-cards';
import { CardList, Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { bookmarksTexts } from '../texts';
import { groupCollection, type SavedCompany, type SavedOccupation } from '../lib/applications';
import { localToday } from '../lib/deadline';
import { usePendingRemoval } from '../hooks/use-pending-removal';
import { ApplicationItem, RemovableItem, removeButtonSelector } from './application-item';
import { CalendarSubscription } from './calendar-subscription';
import { CompareDialog } from './compare-dialog';
import { SavedSkeleton } from './saved-skeleton';
import { MoveUndoNotice, type StatusMove, UndoNotice } from './undo-notice';

const CompareBar = styled(Cluster).attrs({ $center: true })`
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Nebeneinander vergleichen (n)' follows the selection: it comes after the status groups and
 * stays at the bottom of the screen (above the tab bar on a phone) while they scroll by.
 */
const StickyCompareBar = styled(CompareBar)`
  position: sticky;
  bottom: calc(${({ theme }) => `${theme.tabBarHeight} + ${theme.space(3)}`});
  z-index: 2;
  justify-content: center;
  ${({ theme }) => theme.desktop} {
    bottom: ${({ theme }) => theme.space(4)};
  }
`;

/** One column on phones; on a desktop the status groups stand side by side. */
const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.desktop} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    & > ${CompareBar} {
      grid-column: 1 / -1;
    }
  }
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

/** At most this many items side by side: more do not fit a phone. */
const MAX_COMPARED = 3;

function removeButtons(container: HTMLElement | null): HTMLElement[] {
  return [...(container?.querySelectorAll<HTMLElement>(removeButtonSelector) ?? [])];
}

/** Saved occupations or companies under their heading, each with 'Entfernen'; none: nothing. */
function RemovableSection<T extends SavedOccupation | SavedCompany>({
  title,
  items,
  onRemove,
  card,
}: {
  title: (count: number) => string;
  items: T[];
  onRemove: (id: string) => void;
  card: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Section title={title(items.length)}>
      <CardList>
        {items.map((item) => (
          <RemovableItem key={item.id} item={item} onRemove={onRemove}>
            {card(item)}
          </RemovableItem>
        ))}
      </CardList>
    </Section>
  );
}

/**
 * `/bookmarks`: saved jobs and courses grouped by status with counts, nearest deadlines first,
 * then the saved occupations and companies; the calendar subscription and the comparison. A removed item
 * disappears at once and can be brought back ('Rückgängig') until the removal is sent; focus
 * then moves to the next item's 'Entfernen' (or the previous one, or the title).
 */
export function SavedCollection() {
  const { data, error, isFetching, refetch } = useBookmarks();
  const details = useDetailsDialog();
  const pending = usePendingRemoval();
  const visible = useMemo(
    () => (data ?? []).filter((bookmark) => !pending.hidden.has(bookmark.id)),
    [data, pending.hidden],
  );
  const { groups, companies, occupations } = useMemo(() => groupCollection(visible), [visible]);
  const [selected, setSelected] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [lastMove, setLastMove] = useState<StatusMove | null>(null);
  const clearLastMove = useCallback(() => setLastMove(null), []);
  const today = localToday();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const groupsRef = useRef<HTMLDivElement>(null);
  const removed = useRef<{ id: string; index: number } | null>(null);
  /** Where focus goes once the collection shows a change: a selector within the groups. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    // After 'Rückgängig' (a button that then disappears) or a change that moved the item.
    const target = focusTarget ? groupsRef.current?.querySelector<HTMLElement>(focusTarget) : null;
    if (target) {
      setFocusTarget(null);
      target.focus();
    }
    const last = removed.current;
    if (!last || visible.some((item) => item.id === last.id)) return;
    removed.current = null;
    // Only when focus went down with the removed button: never pull it away from elsewhere.
    if (document.activeElement && document.activeElement !== document.body) return;
    const buttons = removeButtons(groupsRef.current);
    (buttons[Math.min(last.index, buttons.length - 1)] ?? titleRef.current)?.focus();
  }, [visible, focusTarget]);

  const onRemove = (id: string) => {
    const index = removeButtons(groupsRef.current).findIndex(
      (button) => button.dataset.removeBookmark === id,
    );
    removed.current = { id, index: Math.max(index, 0) };
    const bookmark = data?.find((item) => item.id === id);
    if (bookmark) pending.start({ id, name: bookmark.entity.name });
    setSelected((ids) => ids.filter((other) => other !== id));
  };

  const onSelect = (id: string, on: boolean) =>
    setSelected((ids) =>
      on
        ? [...ids.filter((other) => other !== id), id].slice(-MAX_COMPARED)
        : ids.filter((other) => other !== id),
    );
  const applications = groups.flatMap((group) => group.items);
  const compared = selected
    .map((id) => applications.find((item) => item.id === id))
    .filter((item) => item !== undefined);

  let content;
  if (!data) {
    content =
      error && !isFetching ? (
        <ErrorState message={bookmarksTexts.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <SavedSkeleton />
      );
  } else if (groups.length === 0 && companies.length === 0 && occupations.length === 0) {
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
        {applications.length >= 2 && compared.length < 2 ? (
          <CompareBar>
            <span>{bookmarksTexts.compareHint}</span>
          </CompareBar>
        ) : null}
        {groups.map((group) => (
          <Section
            key={group.status}
            title={bookmarksTexts.groupTitle(
              bookmarksTexts.statuses[group.status],
              group.items.length,
            )}
          >
            <CardList>
              {group.items.map((item) => (
                <ApplicationItem
                  key={item.id}
                  item={item}
                  details={details}
                  today={today}
                  selected={selected.includes(item.id)}
                  selectionFull={selected.length >= MAX_COMPARED}
                  onSelect={onSelect}
                  onRemove={onRemove}
                  onFocusAfterChange={setFocusTarget}
                  onMoved={setLastMove}
                />
              ))}
            </CardList>
          </Section>
        ))}
        {compared.length >= 2 ? (
          <StickyCompareBar>
            <Button onClick={() => setComparing(true)}>
              {bookmarksTexts.compareAction(compared.length)}
            </Button>
          </StickyCompareBar>
        ) : null}
        <RemovableSection
          title={bookmarksTexts.occupationsTitle}
          items={occupations}
          onRemove={onRemove}
          card={(item) => <OccupationCard occupation={item.entity} layout="row" />}
        />
        <RemovableSection
          title={bookmarksTexts.companiesTitle}
          items={companies}
          onRemove={onRemove}
          card={(item) => <CompanyCard company={item.entity} layout="row" />}
        />
        <CalendarSubscription />
      </Groups>
    );
  }

  return (
    <>
      <Title ref={titleRef} tabIndex={-1}>
        {bookmarksTexts.title}
      </Title>
      {content}
      <UndoNotice
        pending={pending}
        onUndone={(id) => {
          removed.current = null;
          setFocusTarget(`[data-remove-bookmark="${id}"]`);
        }}
      />
      <MoveUndoNotice move={lastMove} onDone={clearLastMove} />
      {comparing && compared.length >= 2 ? (
        <CompareDialog items={compared} today={today} onClose={() => setComparing(false)} />
      ) : null}
      {details.dialog}
    </>
  );
}
