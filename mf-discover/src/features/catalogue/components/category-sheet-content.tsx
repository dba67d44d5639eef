import {
  EmptyState,
  ErrorState,
  type Company,
  type Course,
  type Job,
  styled,
} from '@kompass/shared';
import { TextField } from '@kompass/shared/text-field';
import { useState, type ReactNode } from 'react';
import type { CompanyKind } from '../../../api/get-companies';
import { CompanyCard, CourseCard, JobCard } from '../../../components/content-cards';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { homeTexts } from '../../../texts';
import { SEARCH_DEBOUNCE_MS, type CategoryId } from '../categories';
import { ResultList } from '../../../components/result-list';
import type { GrowingList } from '../../../lib/growing-list';
import { useCompanyList, useCourseList, useJobList } from '../hooks/use-category-list';

const SearchForm = styled.form`
  margin: 0;
`;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/** A sheet's list: the number of matches, the cards, and more as the user scrolls. */
function SheetList<T>({
  list,
  search,
  errorText,
  itemKey,
  renderItem,
}: {
  list: GrowingList<T>;
  /** What the user typed: then an empty list means "no matches". */
  search: string;
  errorText: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <ResultList
      list={list}
      itemKey={itemKey}
      renderItem={renderItem}
      // Announced when a search changes the number of matches.
      status={
        list.status === 'success' && <Count role="status">{homeTexts.results(list.total)}</Count>
      }
      failure={<ErrorState message={errorText} onRetry={list.retry} />}
      empty={
        search.trim() !== '' ? (
          <EmptyState title={homeTexts.sheetEmpty}>{homeTexts.sheetEmptyHint}</EmptyState>
        ) : (
          <EmptyState title={homeTexts.sheetNothingYet} />
        )
      }
    />
  );
}

function JobResults({ search, onOpen }: { search: string; onOpen: (job: Job) => void }) {
  return (
    <SheetList
      list={useJobList(search)}
      search={search}
      errorText={homeTexts.sheetLoadFailed}
      itemKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} onOpen={onOpen} layout="row" />}
    />
  );
}

function CompanyResults({ search, kind }: { search: string; kind?: CompanyKind }) {
  return (
    <SheetList
      list={useCompanyList(search, kind)}
      search={search}
      errorText={homeTexts.sheetLoadFailed}
      itemKey={(company) => company.id}
      renderItem={(company) => <CompanyCard company={company} layout="row" />}
    />
  );
}

function CourseResults({
  search,
  onOpen,
}: {
  search: string;
  onOpen: (course: Course, company: Company | null) => void;
}) {
  return (
    <SheetList
      list={useCourseList(search)}
      search={search}
      errorText={homeTexts.coursesLoadFailed}
      itemKey={({ course }) => course.id}
      renderItem={({ course, company }) => (
        <CourseCard course={course} company={company} onOpen={onOpen} layout="row" />
      )}
    />
  );
}

/**
 * What a category's sheet shows: a search field and the matching jobs, universities, companies
 * or courses. Its own chunk: loaded when a tile is tapped.
 */
export default function CategorySheetContent({ category }: { category: CategoryId }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const details = useDetailsDialog();
  return (
    <>
      <SearchForm role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label={homeTexts.sheetSearchLabel(homeTexts.categoryNouns[category])}
          placeholder={homeTexts.sheetSearchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </SearchForm>
      {category === 'jobs' && <JobResults search={search} onOpen={details.openJob} />}
      {category === 'universities' && <CompanyResults search={search} kind="university" />}
      {category === 'companies' && <CompanyResults search={search} />}
      {category === 'courses' && <CourseResults search={search} onOpen={details.openCourse} />}
      {details.dialog}
    </>
  );
}
