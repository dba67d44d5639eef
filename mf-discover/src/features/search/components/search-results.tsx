import {
  Avatar,
  Button,
  type Company,
  type Course,
  type CourseListItem,
  type DiscoveredUser,
  ErrorState,
  isHTTPError,
  type Job,
  Link,
  paths,
  SkeletonBlocks,
  type UseInfiniteQueryResult,
  type InfiniteData,
  styled,
} from '@kompass/shared';
import type { ReactNode } from 'react';
import { useCompanies } from '../../../api/get-companies';
import { useCourses } from '../../../api/get-courses';
import { useJobs } from '../../../api/get-jobs';
import type { ListFilter } from '../../../api/paged-list';
import { CompanyCard, CourseCard, JobCard } from '../../../components/content-cards';
import { CardList } from '../../../components/section';
import { commonDiscoverTexts } from '../../../texts';
import { searchTexts } from '../texts';
import { useDiscoveredUsers } from '../api/discover-users';

export const StatusLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Whether the server refused the request as bad input (a filter: an unknown place). */
export function isRefused(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 400;
}

interface ResultsFrameProps {
  query: string;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  /** How many results there are in all, also those not loaded yet. */
  count: number;
  onRetry: () => void;
  children: ReactNode;
  /** Under the list, e.g. "Mehr laden". */
  footer?: ReactNode;
  /** Shown when nothing is found, e.g. a way to the tab that has hits. */
  whenEmpty?: ReactNode | undefined;
  /** Whether filters narrow the list: then "nothing found" says so. */
  filtered?: boolean;
}

/**
 * The states of one tab's results. The status line is a polite live region that stays mounted
 * while the query changes, so screen readers hear "Suche läuft …" and then the number of hits.
 */
function ResultsFrame({
  query,
  status,
  error,
  count,
  onRetry,
  children,
  footer,
  whenEmpty,
  filtered = false,
}: ResultsFrameProps) {
  // A refused filter is told beside the filter, in the server's words; here only where to look.
  const refused = status === 'error' && isRefused(error);
  const statusText =
    status === 'pending'
      ? searchTexts.searching
      : status === 'error'
        ? refused
          ? searchTexts.filters.checkPlace
          : ''
        : count > 0
          ? searchTexts.resultsFound(count)
          : filtered
            ? searchTexts.noResultsFiltered(query)
            : searchTexts.noResults(query);
  return (
    <>
      <StatusLine role="status" aria-live="polite">
        {statusText}
      </StatusLine>
      {status === 'pending' && (
        <CardList as="div" aria-hidden="true">
          <SkeletonBlocks count={3} height="90px" />
        </CardList>
      )}
      {status === 'error' && !refused && (
        <ErrorState message={searchTexts.searchFailed} onRetry={onRetry} />
      )}
      {status === 'success' && count === 0 && whenEmpty}
      {status === 'success' && count > 0 && (
        <>
          <CardList>{children}</CardList>
          {footer}
        </>
      )}
    </>
  );
}

type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<{ content: T[]; total: number }>>;

/** The loaded part of a paged search, and the frame's view of its state. */
function pagedResults<T>(query: PagedQuery<T>) {
  const items = query.data?.pages.flatMap((page) => page.content) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return {
    items,
    // A failed "Mehr laden" keeps what was found; only a failed first page is an error.
    status: query.data ? ('success' as const) : query.status,
    error: query.error,
    count: items.length === 0 ? 0 : Math.max(total, items.length),
    onRetry: () => void query.refetch(),
    footer: <LoadMore query={query} />,
  };
}

function LoadMore<T>({ query }: { query: PagedQuery<T> }) {
  if (!query.hasNextPage) return null;
  return (
    <>
      {query.isFetchNextPageError && <Notice role="alert">{searchTexts.searchFailed}</Notice>}
      <Button
        $variant="secondary"
        $block
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? commonDiscoverTexts.loadingMore : commonDiscoverTexts.loadMore}
      </Button>
    </>
  );
}

/** GET /jobs?search=: a job opens its details popup; `filter` narrows the list. */
export function JobResults({
  query,
  filter,
  onOpenJob,
  whenEmpty,
}: {
  query: string;
  filter: ListFilter;
  onOpenJob: (job: Job) => void;
  whenEmpty?: ReactNode;
}) {
  const { items, ...frame } = pagedResults(useJobs(query, filter));
  return (
    <ResultsFrame
      query={query}
      whenEmpty={whenEmpty}
      filtered={Object.keys(filter).length > 0}
      {...frame}
    >
      {items.map((job) => (
        <li key={job.id}>
          <JobCard job={job} onOpen={onOpenJob} layout="row" />
        </li>
      ))}
    </ResultsFrame>
  );
}

/** GET /courses?search=: the server's matches, best first; a course opens its details popup. */
export function CourseResults({
  query,
  filter,
  onOpenCourse,
  whenEmpty,
}: {
  query: string;
  filter: ListFilter;
  onOpenCourse: (course: Course, company: Company | null) => void;
  whenEmpty?: ReactNode;
}) {
  const courses = useCourses(query, filter);
  const items: CourseListItem[] = courses.data ?? [];
  return (
    <ResultsFrame
      query={query}
      whenEmpty={whenEmpty}
      filtered={Object.keys(filter).length > 0}
      status={courses.status}
      error={courses.error}
      count={items.length}
      onRetry={() => void courses.refetch()}
    >
      {items.map(({ course, company, distanceKm }) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            company={company}
            distanceKm={distanceKm}
            onOpen={onOpenCourse}
            layout="row"
          />
        </li>
      ))}
    </ResultsFrame>
  );
}

/** GET /companies?search=: a company leads to its page (which ends the search). */
export function CompanyResults({ query, whenEmpty }: { query: string; whenEmpty?: ReactNode }) {
  const { items, ...frame } = pagedResults(useCompanies(query));
  return (
    <ResultsFrame query={query} whenEmpty={whenEmpty} {...frame}>
      {items.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} layout="row" />
        </li>
      ))}
    </ResultsFrame>
  );
}

const UserLink = styled(Link)`
  display: grid;
  grid-template-columns: 48px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const UserText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
  strong {
    line-height: 1.3;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

export function UserRow({ user }: { user: DiscoveredUser }) {
  return (
    <UserLink to={paths.profile(user.id)}>
      {/* The name follows in text; the picture only gives the row a face. */}
      <Avatar
        userId={user.id}
        name={user.name || user.username}
        hasAvatar={user.hasAvatar}
        size={48}
        decorative
        lazy
      />
      <UserText>
        <strong>{user.name}</strong>
        <span>@{user.username}</span>
      </UserText>
    </UserLink>
  );
}

/** GET /userdiscovery?name=: a user leads to their profile. */
export function UserResults({ query, whenEmpty }: { query: string; whenEmpty?: ReactNode }) {
  const users = useDiscoveredUsers(query);
  const items = users.data ?? [];
  return (
    <ResultsFrame
      query={query}
      whenEmpty={whenEmpty}
      status={users.status}
      error={users.error}
      count={items.length}
      onRetry={() => void users.refetch()}
    >
      {items.map((user) => (
        <li key={user.id}>
          <UserRow user={user} />
        </li>
      ))}
    </ResultsFrame>
  );
}
