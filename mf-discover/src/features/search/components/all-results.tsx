import { Button, type Company, type Course, ErrorState, type Job, styled } from '@kompass/shared';
import { useId, type ReactNode } from 'react';
import { RowSkeletons } from '../../../components/result-list';
import { CardList, DesktopColumns } from '../../../components/section';
import type { GrowingList } from '../../../lib/growing-list';
import { searchTexts } from '../texts';
import { searchKinds, type SearchFilters, type SearchKind } from '../lib/search-state';
import { isRefused, StatusLine, useResultsByKind, type ResultRow } from './search-results';
import { Stack } from '@kompass/shared/layout';

/** How many of each kind's best hits the 'Alle' tab shows. */
export const BEST_HITS_PER_KIND = 3;

const KindSection = styled(Stack).attrs({ as: 'section' })``;

const KindHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function Section({
  kind,
  hits,
  onShowAll,
}: {
  kind: SearchKind;
  hits: GrowingList<ResultRow>;
  onShowAll: (kind: SearchKind) => void;
}) {
  const headingId = useId();
  return (
    <KindSection aria-labelledby={headingId}>
      <KindHeader>
        <h3 id={headingId}>{searchTexts.kinds[kind]}</h3>
        <span>{searchTexts.resultsFound(hits.total)}</span>
      </KindHeader>
      <CardList>
        {hits.items.slice(0, BEST_HITS_PER_KIND).map((row) => (
          <li key={row.key}>{row.card}</li>
        ))}
      </CardList>
      {/* Named by what it shows; the section's heading says of what. */}
      <Button $variant="secondary" aria-describedby={headingId} onClick={() => onShowAll(kind)}>
        {searchTexts.showAllOfKind(hits.total)}
      </Button>
    </KindSection>
  );
}

/**
 * The 'Alle' tab: the best few hits of every kind that has some, each with its number of hits and
 * a way to its own tab. The same requests (and cache entries) as the tabs and their counts.
 */
export function AllResults({
  query,
  filters,
  onOpenJob,
  onOpenCourse,
  onShowAll,
  whenEmpty,
}: {
  query: string;
  filters: SearchFilters;
  onOpenJob: (job: Job) => void;
  onOpenCourse: (course: Course, company: Company | null) => void;
  onShowAll: (kind: SearchKind) => void;
  /** Shown when no kind has a hit: where to go on. */
  whenEmpty?: ReactNode;
}) {
  const hits = useResultsByKind(query, filters, { onOpenJob, onOpenCourse });

  const all = searchKinds.map((kind) => hits[kind]);
  // The kinds appear together, in the order of the tabs, so nothing moves once it is shown.
  const pending = all.some((each) => each.status === 'pending');
  const failed = all.filter((each) => each.status === 'error' && !isRefused(each.error));
  const refused = all.some((each) => each.status === 'error' && isRefused(each.error));
  const total = all.reduce((sum, each) => sum + (each.status === 'success' ? each.total : 0), 0);
  const statusText = pending
    ? searchTexts.searching
    : total > 0
      ? searchTexts.resultsFound(total)
      : failed.length > 0
        ? ''
        : searchTexts.noResults(query);

  return (
    <>
      <StatusLine role="status" aria-live="polite">
        {statusText}
      </StatusLine>
      {pending && <RowSkeletons count={3} announced={false} />}
      {!pending && refused && <Notice>{searchTexts.filters.checkPlace}</Notice>}
      {!pending && (
        <DesktopColumns $columns={2}>
          {searchKinds.map(
            (kind) =>
              hits[kind].status === 'success' &&
              hits[kind].total > 0 && (
                <Section key={kind} kind={kind} hits={hits[kind]} onShowAll={onShowAll} />
              ),
          )}
        </DesktopColumns>
      )}
      {!pending && total === 0 && failed.length === 0 && !refused && whenEmpty}
      {!pending && failed.length > 0 && (
        <ErrorState
          message={searchTexts.searchFailed}
          onRetry={() => failed.forEach((each) => each.retry())}
        />
      )}
    </>
  );
}
