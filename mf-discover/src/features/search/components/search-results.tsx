import {
  type Company,
  type Course,
  type DiscoveredUser,
  ErrorState,
  isHTTPError,
  type Job,
  Link,
  paths,
  styled,
} from '@kompass/shared';
import { Avatar } from '@kompass/shared/avatar';
import type { ReactNode } from 'react';
import { useCompanies } from '../../../api/get-companies';
import { useCourses } from '../../../api/get-courses';
import { useJobs } from '../../../api/get-jobs';
import { useOccupations } from '../../../api/get-occupations';
import {
  CompanyCard,
  CourseCard,
  JobCard,
  OccupationCard,
} from '../../../components/content-cards';
import { ResultList, RowSkeletons } from '../../../components/result-list';
import { rowCard } from '../../../components/row-card';
import { usePagedList, wholeList, type GrowingList } from '../../../lib/growing-list';
import { searchTexts } from '../texts';
import { useDiscoveredUsers } from '../api/discover-users';
import {
  courseFilter,
  jobFilter,
  placeFilter,
  type SearchFilters,
  type SearchKind,
} from '../lib/search-state';

export const StatusLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/** Whether the server refused the request as bad input (a filter: an unknown place). */
export function isRefused(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 400;
}

const UserLink = styled(Link)`
  ${rowCard(48)}
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

/** One hit, ready to show: the card of a job, course, company or user. */
export interface ResultRow {
  key: string;
  card: ReactNode;
}

export interface ResultOpeners {
  onOpenJob: (job: Job) => void;
  onOpenCourse: (course: Course, company: Company | null) => void;
}

function asRows<T>(list: GrowingList<T>, toRow: (item: T) => ResultRow): GrowingList<ResultRow> {
  return { ...list, items: list.items.map(toRow) };
}

/**
 * Every kind's hits for one query, as rows: GET /occupations (an occupation leads to its page),
 * GET /jobs and /companies page by page (a job opens
 * its details popup, a company leads to its page), GET /courses and /userdiscovery whole. The
 * tabs, the 'Alle' tab and the counts share these requests and cache entries.
 */
export function useResultsByKind(
  query: string,
  filters: SearchFilters,
  { onOpenJob, onOpenCourse }: ResultOpeners,
): Record<SearchKind, GrowingList<ResultRow>> {
  const occupations = usePagedList(useOccupations(query));
  const jobs = usePagedList(useJobs(query, jobFilter(filters)));
  const courses = wholeList(useCourses(query, courseFilter(filters)));
  const companies = usePagedList(useCompanies(query));
  const users = wholeList(useDiscoveredUsers(query));
  return {
    occupations: asRows(occupations, (occupation) => ({
      key: occupation.id,
      // The place of the search goes along: the page shows the listings near it.
      card: <OccupationCard occupation={occupation} near={placeFilter(filters)} layout="row" />,
    })),
    jobs: asRows(jobs, (job) => ({
      key: job.id,
      card: <JobCard job={job} onOpen={onOpenJob} layout="row" />,
    })),
    courses: asRows(courses, ({ course, company, distanceKm }) => ({
      key: course.id,
      card: (
        <CourseCard
          course={course}
          company={company}
          distanceKm={distanceKm}
          onOpen={onOpenCourse}
          layout="row"
        />
      ),
    })),
    companies: asRows(companies, (company) => ({
      key: company.id,
      card: <CompanyCard company={company} layout="row" />,
    })),
    users: asRows(users, (user) => ({ key: user.id, card: <UserRow user={user} /> })),
  };
}

/** A kind's own tab: all its hits, more on request. */
export function TabResults({
  kind,
  query,
  filters,
  openers,
  whenEmpty,
}: {
  kind: SearchKind;
  query: string;
  filters: SearchFilters;
  openers: ResultOpeners;
  whenEmpty?: ReactNode;
}) {
  const list = useResultsByKind(query, filters, openers)[kind];
  const filter =
    kind === 'jobs' ? jobFilter(filters) : kind === 'courses' ? courseFilter(filters) : {};
  return (
    <KindResults
      query={query}
      list={list}
      whenEmpty={whenEmpty}
      filtered={Object.keys(filter).length > 0}
    />
  );
}

/**
 * One tab's results. The status line is a polite live region that stays mounted while the query
 * changes, so screen readers hear "Suche läuft …" and then the number of hits.
 */
function KindResults({
  query,
  list,
  whenEmpty,
  filtered = false,
}: {
  query: string;
  list: GrowingList<ResultRow>;
  /** Shown when nothing is found, e.g. a way to the tab that has hits. */
  whenEmpty?: ReactNode;
  /** Whether filters narrow the list: then "nothing found" says so. */
  filtered?: boolean;
}) {
  // A refused filter is told beside the filter, in the server's words; here only where to look.
  const refused = list.status === 'error' && isRefused(list.error);
  const count = list.items.length === 0 ? 0 : list.total;
  const statusText =
    list.status === 'pending'
      ? searchTexts.searching
      : list.status === 'error'
        ? refused
          ? searchTexts.filters.checkPlace
          : ''
        : count > 0
          ? searchTexts.resultsFound(count)
          : filtered
            ? searchTexts.noResultsFiltered(query)
            : searchTexts.noResults(query);
  return (
    <ResultList
      list={list}
      itemKey={(row) => row.key}
      renderItem={(row) => row.card}
      status={
        <StatusLine role="status" aria-live="polite">
          {statusText}
        </StatusLine>
      }
      placeholder={<RowSkeletons count={3} announced={false} />}
      failure={!refused && <ErrorState message={searchTexts.searchFailed} onRetry={list.retry} />}
      empty={whenEmpty}
      loadOnScroll={false}
      saysWhenDone={false}
    />
  );
}
