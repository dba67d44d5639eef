import {
  Button,
  type Company,
  type Course,
  type CourseListItem,
  ErrorState,
  type Job,
  SkeletonBlocks,
  type JobListItem,
  styled,
} from '@kompass/shared';
import { useId, type ReactNode } from 'react';
import { useCompanies } from '../../../api/get-companies';
import { useCourses } from '../../../api/get-courses';
import { useJobs } from '../../../api/get-jobs';
import { CompanyCard, CourseCard, JobCard } from '../../../components/content-cards';
import { CardList } from '../../../components/section';
import { searchTexts } from '../texts';
import { useDiscoveredUsers } from '../api/discover-users';
import {
  courseFilter,
  jobFilter,
  searchKinds,
  type SearchFilters,
  type SearchKind,
} from '../lib/search-state';
import { isRefused, StatusLine, UserRow } from './search-results';

/** How many of each kind's best hits the 'Alle' tab shows. */
export const BEST_HITS_PER_KIND = 3;

const KindSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

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

/** One kind's part of the answer: its state, its number of hits and its first few cards. */
interface KindHits {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  count: number;
  cards: ReactNode[];
  retry: () => void;
}

function Section({
  kind,
  hits,
  onShowAll,
}: {
  kind: SearchKind;
  hits: KindHits;
  onShowAll: (kind: SearchKind) => void;
}) {
  const headingId = useId();
  return (
    <KindSection aria-labelledby={headingId}>
      <KindHeader>
        <h3 id={headingId}>{searchTexts.kinds[kind]}</h3>
        <span>{searchTexts.resultsFound(hits.count)}</span>
      </KindHeader>
      <CardList>{hits.cards.slice(0, BEST_HITS_PER_KIND)}</CardList>
      {/* Named by what it shows; the section's heading says of what. */}
      <Button $variant="secondary" aria-describedby={headingId} onClick={() => onShowAll(kind)}>
        {searchTexts.showAllOfKind(hits.count)}
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
  const jobs = useJobs(query, jobFilter(filters));
  const courses = useCourses(query, courseFilter(filters));
  const companies = useCompanies(query);
  const users = useDiscoveredUsers(query);

  const jobItems: JobListItem[] = jobs.data?.pages[0]?.content ?? [];
  const courseItems: CourseListItem[] = courses.data ?? [];
  const companyItems = companies.data?.pages[0]?.content ?? [];
  const userItems = users.data ?? [];

  const hits: Record<SearchKind, KindHits> = {
    jobs: {
      status: jobs.status,
      error: jobs.error,
      count: jobs.data?.pages[0]?.total ?? 0,
      cards: jobItems.map((job) => (
        <li key={job.id}>
          <JobCard job={job} onOpen={onOpenJob} layout="row" />
        </li>
      )),
      retry: () => void jobs.refetch(),
    },
    courses: {
      status: courses.status,
      error: courses.error,
      count: courseItems.length,
      cards: courseItems.map(({ course, company, distanceKm }) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            company={company}
            distanceKm={distanceKm}
            onOpen={onOpenCourse}
            layout="row"
          />
        </li>
      )),
      retry: () => void courses.refetch(),
    },
    companies: {
      status: companies.status,
      error: companies.error,
      count: companies.data?.pages[0]?.total ?? 0,
      cards: companyItems.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} layout="row" />
        </li>
      )),
      retry: () => void companies.refetch(),
    },
    users: {
      status: users.status,
      error: users.error,
      count: userItems.length,
      cards: userItems.map((user) => (
        <li key={user.id}>
          <UserRow user={user} />
        </li>
      )),
      retry: () => void users.refetch(),
    },
  };

  const all = searchKinds.map((kind) => hits[kind]);
  // The kinds appear together, in the order of the tabs, so nothing moves once it is shown.
  const pending = all.some((each) => each.status === 'pending');
  const failed = all.filter((each) => each.status === 'error' && !isRefused(each.error));
  const refused = all.some((each) => each.status === 'error' && isRefused(each.error));
  const total = all.reduce((sum, each) => sum + (each.status === 'success' ? each.count : 0), 0);
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
      {pending && (
        <CardList as="div" aria-hidden="true">
          <SkeletonBlocks count={3} height="90px" />
        </CardList>
      )}
      {!pending && refused && <Notice>{searchTexts.filters.checkPlace}</Notice>}
      {!pending &&
        searchKinds.map(
          (kind) =>
            hits[kind].status === 'success' &&
            hits[kind].count > 0 && (
              <Section key={kind} kind={kind} hits={hits[kind]} onShowAll={onShowAll} />
            ),
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
